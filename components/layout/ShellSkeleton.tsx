'use client';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Toolbar from '@mui/material/Toolbar';
import { visuallyHidden } from '@/components/ui/visuallyHidden';
import { DASHBOARD_PATHS, SIDE_NAV_COLLAPSED_WIDTH, SIDE_NAV_WIDTH, type SignedInRole } from '@/constants';
import BrandMark from '@/components/brand/BrandMark';
import { slate } from '@/theme/palette';
import { NAV_COLOURS } from '@/components/navigation/navColours';

const PLACEHOLDER_ON_NAV = { bgcolor: slate[700] };
const MENU_ROWS = 7;
const CONTENT_ROWS = 5;

/**
 * The signed-in frame before the session and the stored state are back: the navigation's bar
 * (phone) or rail (wider: icons only below 900 px, as the shell starts) and the page's heading
 * and rows as placeholders, in the shell's places. Rendered by the server, so a signed-in page's
 * first paint is its frame rather than a blank page; holds nothing of the user.
 */
export default function ShellSkeleton({ role }: { role: SignedInRole }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, minHeight: '100vh' }}>
      <AppBar position="sticky" elevation={0} sx={{ display: { sm: 'none' }, ...NAV_COLOURS }}>
        <Toolbar sx={{ gap: 1, px: 1 }}>
          <Box sx={{ width: 40, flexShrink: 0 }} />
          <BrandMark tone="light" href={DASHBOARD_PATHS[role]} />
        </Toolbar>
      </AppBar>
      <Box
        sx={{
          display: { xs: 'none', sm: 'flex' },
          flexDirection: 'column',
          gap: 1.5,
          width: { sm: SIDE_NAV_COLLAPSED_WIDTH, md: SIDE_NAV_WIDTH },
          flexShrink: 0,
          px: 2,
          pt: 2,
          position: 'sticky',
          top: 0,
          height: '100vh',
          ...NAV_COLOURS,
        }}
      >
        <Box sx={{ display: { sm: 'none', md: 'block' } }}>
          <BrandMark tone="light" href={DASHBOARD_PATHS[role]} />
        </Box>
        <Box sx={{ display: { sm: 'block', md: 'none' }, height: 40 }} />
        {/* The user's picture and greeting, then the menu. */}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.5, mb: 1 }}>
          <Skeleton variant="circular" sx={{ width: { sm: 36, md: 44 }, height: { sm: 36, md: 44 }, flexShrink: 0, ...PLACEHOLDER_ON_NAV }} />
          <Box sx={{ display: { sm: 'none', md: 'block' }, flexGrow: 1 }}>
            <Skeleton variant="text" width="70%" sx={PLACEHOLDER_ON_NAV} />
            <Skeleton variant="text" width="40%" sx={PLACEHOLDER_ON_NAV} />
          </Box>
        </Box>
        {Array.from({ length: MENU_ROWS }, (_, row) => (
          <Skeleton key={row} variant="rounded" height={32} sx={PLACEHOLDER_ON_NAV} />
        ))}
      </Box>
      <Box component="main" role="status" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3, md: 4 } }}>
        <Box component="span" sx={visuallyHidden}>
          Loading your page…
        </Box>
        <Skeleton variant="text" width={260} sx={{ fontSize: '2rem', mb: 2 }} />
        <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />
        {Array.from({ length: CONTENT_ROWS }, (_, row) => (
          <Skeleton key={row} variant="rounded" height={44} sx={{ mb: 1 }} />
        ))}
      </Box>
    </Box>
  );
}
