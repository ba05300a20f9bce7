'use client';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { SIDE_NAV_COLLAPSED_WIDTH, SIDE_NAV_WIDTH, type SignedInRole } from '@/constants';
import SideNav from '@/components/navigation/SideNav';
import MainContent from './MainContent';
import SkipLink from './SkipLink';
import ToastPlacement from './ToastPlacement';
import { useFocusKeeper } from './useFocusKeeper';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useLiveUpdates } from '@/store/live/useLiveUpdates';
import { selectNavCollapsed, setNavCollapsed } from '@/store/sideNavSlice';

/** Signed-in frame: a skip link, side navigation and a padded main area. Narrow screens start with the rail collapsed. */
export default function AppShell({ role, children }: { role: SignedInRole; children: ReactNode }) {
  const theme = useTheme();
  const dispatch = useAppDispatch();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  // Below 600 px the navigation is a bar above the page: no rail takes width beside it.
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const isCollapsed = useAppSelector(selectNavCollapsed) ?? isNarrow;
  // The badge, the notifications page and open orders change as events arrive.
  useLiveUpdates();
  // Actions remove or disable their own buttons: focus stays on the page instead of falling to <body>.
  useFocusKeeper();

  return (
    // A phone has the navigation's bar above the page, wider screens its rail beside it.
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, minHeight: '100vh' }}>
      <SkipLink />
      <ToastPlacement navWidth={isPhone ? 0 : isCollapsed ? SIDE_NAV_COLLAPSED_WIDTH : SIDE_NAV_WIDTH} />
      <SideNav role={role} isCollapsed={isCollapsed} onToggle={() => dispatch(setNavCollapsed(!isCollapsed))} />
      <MainContent sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3, md: 4 } }}>{children}</MainContent>
    </Box>
  );
}
