'use client';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import type { SignedInRole } from '@/constants';
import SideNav from '@/components/navigation/SideNav';

/** Signed-in frame: side navigation and a padded main area. Narrow screens start collapsed. */
export default function AppShell({ role, children }: { role: SignedInRole; children: ReactNode }) {
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const [collapsedChoice, setCollapsedChoice] = useState<boolean | null>(null);
  const isCollapsed = collapsedChoice ?? isNarrow;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SideNav role={role} isCollapsed={isCollapsed} onToggle={() => setCollapsedChoice(!isCollapsed)} />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3, md: 4 } }}>
        {children}
      </Box>
    </Box>
  );
}
