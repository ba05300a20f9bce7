'use client';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useAppDispatch } from '@/store/hooks';
import { selectNavItem } from '@/store/sideNavSlice';
import type { NavLink } from './navItems';

/** `current`: the page shown is this link's; `chosen`: the last link used, on a page the menu does not list. */
export type NavLinkState = 'current' | 'chosen' | null;

type NavLinkItemProps = { item: NavLink; state: NavLinkState; isCollapsed: boolean; inset?: boolean };

/**
 * One menu link, a list item of its own; icons only (with a tooltip) when the menu is collapsed.
 * Its page is prefetched when the pointer or focus reaches it, not when the menu appears: a dozen
 * links prefetched on every page load would compete with the page itself for the server and the
 * main thread.
 */
export default function NavLinkItem({ item, state, isCollapsed, inset = false }: NavLinkItemProps) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const prefetch = () => router.prefetch(item.href);
  const Icon = item.icon;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <Tooltip title={isCollapsed ? item.label : ''} placement="right">
        <ListItemButton
          component={Link}
          href={item.href}
          prefetch={false}
          onMouseEnter={prefetch}
          onFocus={prefetch}
          selected={state !== null}
          aria-current={state === 'current' ? 'page' : undefined}
          aria-label={isCollapsed ? item.label : undefined}
          onClick={() => dispatch(selectNavItem(item.label))}
          sx={{ mb: 0.25, py: 0.75, pl: inset && !isCollapsed ? 4 : 1.5, justifyContent: isCollapsed ? 'center' : 'flex-start' }}
        >
          <ListItemIcon sx={{ minWidth: isCollapsed ? 0 : 40, color: 'inherit' }}>
            <Icon fontSize="small" />
          </ListItemIcon>
          {!isCollapsed && <ListItemText primary={item.label} />}
        </ListItemButton>
      </Tooltip>
    </ListItem>
  );
}
