'use client';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { DASHBOARD_PATHS, SIDE_NAV_COLLAPSED_WIDTH, SIDE_NAV_WIDTH, type SignedInRole } from '@/constants';
import BrandMark from '@/components/brand/BrandMark';
import { slate } from '@/theme/palette';
import LogoutItem from './LogoutItem';
import NavMenu from './NavMenu';
import NavUserHeader from './NavUserHeader';

type SideNavProps = { role: SignedInRole; isCollapsed: boolean; onToggle: () => void };

/** The signed-in side navigation: 280px wide, icons only when collapsed. */
export default function SideNav({ role, isCollapsed, onToggle }: SideNavProps) {
  const width = isCollapsed ? SIDE_NAV_COLLAPSED_WIDTH : SIDE_NAV_WIDTH;
  return (
    <Box component="nav" aria-label="Main" sx={{ width, flexShrink: 0, transition: 'width 200ms ease' }}>
      <Drawer
        variant="permanent"
        slotProps={{
          paper: {
            sx: { width, overflowX: 'hidden', transition: 'width 200ms ease', bgcolor: slate[900], color: slate[100], borderRight: 0 },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: isCollapsed ? 'center' : 'space-between', px: 2, pt: 2 }}>
          {!isCollapsed && <BrandMark tone="light" href={DASHBOARD_PATHS[role]} />}
          <IconButton onClick={onToggle} aria-label={isCollapsed ? 'Expand menu' : 'Collapse menu'} sx={{ color: 'inherit' }}>
            {isCollapsed ? <MenuOutlined /> : <ChevronLeft />}
          </IconButton>
        </Box>
        <NavUserHeader role={role} isCollapsed={isCollapsed} />
        <Divider sx={{ borderColor: slate[700] }} />
        <Box sx={{ flexGrow: 1, overflowY: 'auto', py: 1 }}>
          <NavMenu role={role} isCollapsed={isCollapsed} />
        </Box>
        <Divider sx={{ borderColor: slate[700], mb: 1 }} />
        <LogoutItem isCollapsed={isCollapsed} />
      </Drawer>
    </Box>
  );
}
