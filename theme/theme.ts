'use client';
import { createTheme } from '@mui/material/styles';
import { cyan, slate } from './palette';

const BUTTON_RADIUS = 999;

const theme = createTheme({
  palette: {
    primary: { light: slate[600], main: slate[800], dark: slate[900], contrastText: '#ffffff' },
    secondary: { ...cyan, contrastText: slate[900] },
    background: { default: slate[50], paper: '#ffffff' },
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
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: BUTTON_RADIUS, paddingInline: 20 } },
    },
    MuiIconButton: { styleOverrides: { root: { borderRadius: BUTTON_RADIUS } } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderColor: slate[200] } },
    },
    MuiListItemButton: {
      styleOverrides: {
        root: {
          borderRadius: 8,
          '&.Mui-selected': { backgroundColor: slate[700], color: '#ffffff' },
          '&.Mui-selected:hover': { backgroundColor: slate[600] },
          '&.Mui-selected .MuiListItemIcon-root': { color: cyan.light },
        },
      },
    },
  },
});

export default theme;
