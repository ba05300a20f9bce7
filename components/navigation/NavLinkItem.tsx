'use client';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Link from 'next/link';
import { setSelectedNavOption } from '@/store/appSlice';
import { useAppDispatch } from '@/store/hooks';
import type { NavLink } from './navItems';

type NavLinkItemProps = { item: NavLink; isActive: boolean; isCollapsed: boolean; inset?: boolean };

/** One menu link; icons only (with a tooltip) when the menu is collapsed. */
export default function NavLinkItem({ item, isActive, isCollapsed, inset = false }: NavLinkItemProps) {
  const dispatch = useAppDispatch();
  const Icon = item.icon;
  return (
    <Tooltip title={isCollapsed ? item.label : ''} placement="right">
      <ListItemButton
        component={Link}
        href={item.href}
        selected={isActive}
        aria-current={isActive ? 'page' : undefined}
        aria-label={isCollapsed ? item.label : undefined}
        onClick={() => dispatch(setSelectedNavOption(item.label))}
        sx={{ mb: 0.25, py: 0.75, pl: inset && !isCollapsed ? 4 : 1.5, justifyContent: isCollapsed ? 'center' : 'flex-start' }}
      >
        <ListItemIcon sx={{ minWidth: isCollapsed ? 0 : 40, color: 'inherit' }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        {!isCollapsed && <ListItemText primary={item.label} />}
      </ListItemButton>
    </Tooltip>
  );
}
