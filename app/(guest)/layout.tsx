import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Public pages: no side navigation, and a main area without padding. */
export default function GuestLayout({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ p: 0, minHeight: '100vh' }}>
      {children}
    </Box>
  );
}
