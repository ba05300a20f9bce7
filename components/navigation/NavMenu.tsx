'use client';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import type { SignedInRole } from '@/constants';
import NavLinkItem from './NavLinkItem';
import { NAV_ITEMS, isActivePath, type NavGroup } from './navItems';

type NavMenuProps = { role: SignedInRole; isCollapsed: boolean };

function NavGroupItem({ group, pathname, isCollapsed }: { group: NavGroup; pathname: string; isCollapsed: boolean }) {
  const [isOpen, setIsOpen] = useState(true);
  const links = group.items.map((item) => (
    <NavLinkItem key={item.href} item={item} isActive={isActivePath(item.href, pathname)} isCollapsed={isCollapsed} inset />
  ));
  // Collapsed, the group's links stand on their own as icons.
  if (isCollapsed) return <>{links}</>;
  const Icon = group.icon;
  return (
    <>
      <ListItemButton onClick={() => setIsOpen((open) => !open)} aria-expanded={isOpen} sx={{ mb: 0.25, py: 0.75, pl: 1.5 }}>
        <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={group.label} />
        {isOpen ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={isOpen} timeout="auto">
        <List disablePadding>{links}</List>
      </Collapse>
    </>
  );
}

/** The role's menu items, the current page highlighted. */
export default function NavMenu({ role, isCollapsed }: NavMenuProps) {
  const pathname = usePathname() ?? '';
  return (
    <List sx={{ px: 1 }}>
      {NAV_ITEMS[role].map((item) =>
        item.kind === 'group' ? (
          <NavGroupItem key={item.label} group={item} pathname={pathname} isCollapsed={isCollapsed} />
        ) : (
          <NavLinkItem key={item.href} item={item} isActive={isActivePath(item.href, pathname)} isCollapsed={isCollapsed} />
        ),
      )}
    </List>
  );
}
