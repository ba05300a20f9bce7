'use client';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import type { SignedInRole } from '@/constants';
import { useAppSelector } from '@/store/hooks';
import { selectSelectedNavItem } from '@/store/sideNavSlice';
import NavLinkItem, { type NavLinkState } from './NavLinkItem';
import { NAV_ITEMS, isActivePath, type NavGroup, type NavItem, type NavLink } from './navItems';

type NavMenuProps = { role: SignedInRole; isCollapsed: boolean };

type GetLinkState = (item: NavLink) => NavLinkState;

/**
 * The link of the page shown (or one of its sub-pages); on a page the menu does not list
 * (users, change password, notifications) the item the user last chose stays highlighted.
 */
function useLinkState(items: NavItem[]): GetLinkState {
  const pathname = usePathname() ?? '';
  const chosen = useAppSelector(selectSelectedNavItem);
  const links = items.flatMap((item) => (item.kind === 'group' ? item.items : [item]));
  const isListed = links.some((link) => isActivePath(link.href, pathname));
  if (isListed) return (link) => (isActivePath(link.href, pathname) ? 'current' : null);
  return (link) => (link.label === chosen ? 'chosen' : null);
}

function NavGroupItem({ group, getState, isCollapsed }: { group: NavGroup; getState: GetLinkState; isCollapsed: boolean }) {
  const [isOpen, setIsOpen] = useState(true);
  const links = group.items.map((item) => <NavLinkItem key={item.href} item={item} state={getState(item)} isCollapsed={isCollapsed} inset />);
  // Collapsed, the group's links stand on their own as icons (each its own list item).
  if (isCollapsed) return <>{links}</>;
  const Icon = group.icon;
  // The toggle and the group's own list share one list item, so the outer list holds only items.
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton onClick={() => setIsOpen((open) => !open)} aria-expanded={isOpen} sx={{ mb: 0.25, py: 0.75, pl: 1.5 }}>
        <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={group.label} />
        {isOpen ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={isOpen} timeout="auto">
        <List disablePadding aria-label={group.label}>
          {links}
        </List>
      </Collapse>
    </ListItem>
  );
}

/** The role's menu items, the current page highlighted. */
export default function NavMenu({ role, isCollapsed }: NavMenuProps) {
  const getState = useLinkState(NAV_ITEMS[role]);
  return (
    <List sx={{ px: 1 }}>
      {NAV_ITEMS[role].map((item) =>
        item.kind === 'group' ? (
          <NavGroupItem key={item.label} group={item} getState={getState} isCollapsed={isCollapsed} />
        ) : (
          <NavLinkItem key={item.href} item={item} state={getState(item)} isCollapsed={isCollapsed} />
        ),
      )}
    </List>
  );
}
