'use client';
import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { focusRing } from '@/theme/palette';
import { MAIN_CONTENT_ID } from './MainContent';

/** Moves focus into <main> without changing the address; the fragment still works without script. */
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/** "Skip to main content": the first thing Tab reaches, shown only while it has focus (WCAG 2.4.1). */
export default function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={focusMain}
      sx={{
        position: 'absolute',
        top: 12,
        left: 12,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 2,
        bgcolor: 'primary.dark',
        color: 'primary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: `2px solid ${focusRing.dark}`, outlineOffset: 2, boxShadow: `0 0 0 2px ${focusRing.light}` },
      }}
    >
      Skip to main content
    </Box>
  );
}
