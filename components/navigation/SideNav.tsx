'use client';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import Close from '@mui/icons-material/Close';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { DASHBOARD_PATHS, SIDE_NAV_COLLAPSED_WIDTH, SIDE_NAV_WIDTH, type SignedInRole } from '@/constants';
import BrandMark from '@/components/brand/BrandMark';
import { slate } from '@/theme/palette';
import { NAV_COLOURS } from './navColours';
import LogoutItem from './LogoutItem';
import NavMenu from './NavMenu';
import NavUserHeader from './NavUserHeader';
import NotificationBell from './NotificationBell';

type SideNavProps = { role: SignedInRole; isCollapsed: boolean; onToggle: () => void };

const PHONE_MENU_ID = 'phone-menu';

/**
 * The signed-in navigation. From 600 px up, a rail beside the page: 280 px, icons only when
 * collapsed. On a phone no rail takes width from the page (WCAG reflow): a bar above it opens
 * the same menu as a drawer over the page.
 */
export default function SideNav({ role, isCollapsed, onToggle }: SideNavProps) {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  // Following a link of the drawer (even to the page it is on) closes it.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) setIsMenuOpen(false);
  };
  const width = isCollapsed ? SIDE_NAV_COLLAPSED_WIDTH : SIDE_NAV_WIDTH;
  return (
    <>
      <AppBar position="sticky" elevation={0} sx={{ display: { sm: 'none' }, ...NAV_COLOURS }}>
        <Toolbar sx={{ gap: 1, px: 1 }}>
          <IconButton onClick={() => setIsMenuOpen(true)} aria-label="Open menu" aria-controls={PHONE_MENU_ID} aria-expanded={isMenuOpen} sx={{ color: 'inherit' }}>
            <MenuOutlined />
          </IconButton>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <BrandMark tone="light" href={DASHBOARD_PATHS[role]} />
          </Box>
          <NotificationBell role={role} />
        </Toolbar>
      </AppBar>
      <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', sm: 'block' }, width, flexShrink: 0, transition: 'width 200ms ease' }}>
        <Drawer variant="permanent" slotProps={{ paper: { sx: { width, overflowX: 'hidden', transition: 'width 200ms ease', borderRight: 0, ...NAV_COLOURS } } }}>
          <NavContent role={role} isCollapsed={isCollapsed}>
            <IconButton onClick={onToggle} aria-label={isCollapsed ? 'Expand menu' : 'Collapse menu'} sx={{ color: 'inherit' }}>
              {isCollapsed ? <MenuOutlined /> : <ChevronLeft />}
            </IconButton>
          </NavContent>
        </Drawer>
      </Box>
      <Drawer
        variant="temporary"
        open={isMenuOpen}
        onClose={() => setIsMenuOpen(false)}
        sx={{ display: { sm: 'none' } }}
        slotProps={{ paper: { id: PHONE_MENU_ID, sx: { width: SIDE_NAV_WIDTH, maxWidth: '85vw', ...NAV_COLOURS } } }}
      >
        <Box component="nav" aria-label="Main" onClick={closeOnLink} sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 }}>
          <NavContent role={role} isCollapsed={false}>
            <IconButton onClick={() => setIsMenuOpen(false)} aria-label="Close menu" sx={{ color: 'inherit' }}>
              <Close />
            </IconButton>
          </NavContent>
        </Box>
      </Drawer>
    </>
  );
}

/** What the rail and the phone's drawer both hold: the brand and `toggle`, the user, the menu, Logout. */
function NavContent({ role, isCollapsed, children: toggle }: { role: SignedInRole; isCollapsed: boolean; children: ReactNode }) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: isCollapsed ? 'center' : 'space-between', px: 2, pt: 2 }}>
        {!isCollapsed && <BrandMark tone="light" href={DASHBOARD_PATHS[role]} />}
        {toggle}
      </Box>
      <NavUserHeader role={role} isCollapsed={isCollapsed} />
      <Divider sx={{ borderColor: slate[700] }} />
      <Box sx={{ flexGrow: 1, overflowY: 'auto', py: 1 }}>
        <NavMenu role={role} isCollapsed={isCollapsed} />
      </Box>
      <Divider sx={{ borderColor: slate[700], mb: 1 }} />
      <LogoutItem isCollapsed={isCollapsed} />
    </>
  );
}
