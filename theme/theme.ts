'use client';
import { createTheme } from '@mui/material/styles';
import { cyan, focusRing, slate, status } from './palette';

const BUTTON_RADIUS = 999;

/** The two-tone keyboard focus ring (WCAG 2.4.7), outside the control or, where a container would clip it, inside. */
const focusOutline = (placement: 'outside' | 'inside') =>
  placement === 'outside'
    ? { outline: `2px solid ${focusRing.dark}`, outlineOffset: 2, boxShadow: `0 0 0 2px ${focusRing.light}` }
    : { outline: `2px solid ${focusRing.dark}`, outlineOffset: -2, boxShadow: `inset 0 0 0 4px ${focusRing.light}` };

const white = '#ffffff';

/** Where a select's list is put when it opens (client only: called as the list mounts). */
function findPopupContainer(): HTMLElement {
  return document.querySelector<HTMLElement>('[role="dialog"]') ?? document.querySelector('main') ?? document.body;
}

const theme = createTheme({
  palette: {
    primary: { light: slate[600], main: slate[800], dark: slate[900], contrastText: white },
    secondary: { ...cyan, contrastText: slate[900] },
    info: { main: status.info, contrastText: white },
    warning: { main: status.warning, contrastText: white },
    error: { main: status.error, contrastText: white },
    success: { main: status.success, contrastText: white },
    background: { default: slate[50], paper: white },
    text: { primary: slate[900], secondary: slate[600] },
    divider: slate[200],
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 700 },
    h2: { fontWeight: 700 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { fontWeight: 600, textTransform: 'none' },
  },
  components: {
    // Every button, icon button, tab, list item, chip, checkbox and sort label is a ButtonBase.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusOutline('outside') } } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: BUTTON_RADIUS, paddingInline: 20 } },
    },
    MuiIconButton: { styleOverrides: { root: { borderRadius: BUTTON_RADIUS } } },
    MuiLink: { styleOverrides: { root: { '&:focus-visible': focusOutline('outside') } } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
    // An open select's list goes in the open dialog, else the page's <main>: inside a landmark, where a
    // portal to <body> would put it outside all of them. Not beside the field (disablePortal): there the
    // mouse-up that ends a click hands focus back to the field, and Escape no longer closes the list.
    MuiSelect: { defaultProps: { MenuProps: { container: findPopupContainer } } },
    // A note under a read-only field is still read: keep it at the secondary text colour.
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: slate[600] } } } },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderColor: slate[200] } },
    },
    // Rows that open something on Enter (tabIndex 0) show where the focus is.
    MuiTableRow: { styleOverrides: { root: { '&:focus-visible': { outline: `2px solid ${focusRing.dark}`, outlineOffset: -2, backgroundColor: slate[100] } } } },
    // Inside menus, lists and tab bars the ring is drawn inward so the container does not clip it.
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': focusOutline('inside') } } },
    MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': focusOutline('inside') } } },
    MuiListItemButton: {
      styleOverrides: {
        root: {
          borderRadius: 8,
          '&.Mui-focusVisible': focusOutline('inside'),
          '&.Mui-selected': { backgroundColor: slate[700], color: white },
          '&.Mui-selected:hover': { backgroundColor: slate[600] },
          '&.Mui-selected .MuiListItemIcon-root': { color: cyan.light },
        },
      },
    },
  },
});

export default theme;
