import GlobalStyles from '@mui/material/GlobalStyles';

/** The gap between the toasts and the edges of the page area. */
const GAP = 16;

/**
 * Toasts sit at the bottom left of the page area, just right of the side navigation: the page's
 * header actions (top right) and the navigation's Logout (bottom left of the window) stay
 * uncovered while a toast shows, or while it is hovered and waits. On a phone, where the
 * navigation is a bar above the page, `navWidth` is 0: they start 16 px from the edge.
 */
export default function ToastPlacement({ navWidth }: { navWidth: number }) {
  return (
    <GlobalStyles
      styles={{
        body: { '--toastify-toast-left': `${navWidth + GAP}px` },
        '@media only screen and (max-width: 480px)': {
          '.Toastify__toast-container.Toastify__toast-container--bottom-left': {
            left: 'var(--toastify-toast-left)',
            width: `calc(100vw - var(--toastify-toast-left) - ${GAP / 2}px)`,
          },
        },
      }}
    />
  );
}
