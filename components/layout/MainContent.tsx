import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export const MAIN_CONTENT_ID = 'main-content';

type MainContentProps = { children: ReactNode; sx?: SxProps<Theme> };

/** The page's one <main>: where the skip link sends focus (focusable by script, not by Tab). */
export default function MainContent({ children, sx = [] }: MainContentProps) {
  return (
    <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={[{ '&:focus': { outline: 'none' } }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}
