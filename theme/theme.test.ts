import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { focusRing, slate } from './palette';
import theme from './theme';

// WCAG 2.2 AA in the theme itself, so every page inherits it: 4.5:1 for text, 3:1 for focus rings.

const { palette } = theme;
const SURFACES = { paper: palette.background.paper, page: palette.background.default, row: slate[100] };

const ratio = (foreground: string, background: string) => Number(getContrastRatio(foreground, background).toFixed(2));

describe('the theme', () => {
  it.each(Object.entries(SURFACES))('keeps text, links and outlined or text buttons readable on the %s colour', (_surface, background) => {
    const texts = {
      primary: palette.text.primary,
      secondary: palette.text.secondary,
      'primary colour': palette.primary.main,
      info: palette.info.main,
      warning: palette.warning.main,
      error: palette.error.main,
      success: palette.success.main,
    };
    const low = Object.entries(texts).filter(([, color]) => ratio(color, background) < 4.5);
    expect(low.map(([name, color]) => `${name} ${color}: ${ratio(color, background)}`)).toEqual([]);
  });

  it('keeps the text of contained buttons and filled chips readable', () => {
    const fills = (['primary', 'secondary', 'info', 'warning', 'error', 'success'] as const).map((name) => ({
      name,
      ratio: ratio(palette[name].contrastText, palette[name].main),
    }));
    expect(fills.filter((fill) => fill.ratio < 4.5)).toEqual([]);
  });

  it('draws a focus ring that shows on the light pages and on the dark side navigation', () => {
    expect(ratio(focusRing.dark, palette.background.paper)).toBeGreaterThanOrEqual(3);
    expect(ratio(focusRing.dark, palette.background.default)).toBeGreaterThanOrEqual(3);
    expect(ratio(focusRing.light, slate[900])).toBeGreaterThanOrEqual(3);
    expect(ratio(focusRing.light, slate[700])).toBeGreaterThanOrEqual(3);
  });

  it('outlines keyboard focus on buttons (sort labels, list items, tabs…), links and focusable table rows', () => {
    const focusStyle = (component: 'MuiButtonBase' | 'MuiLink' | 'MuiTableRow', selector: string) =>
      (theme.components?.[component]?.styleOverrides?.root as Record<string, { outline?: string }>)[selector];
    expect(focusStyle('MuiButtonBase', '&.Mui-focusVisible').outline).toBe(`2px solid ${focusRing.dark}`);
    expect(focusStyle('MuiLink', '&:focus-visible').outline).toBe(`2px solid ${focusRing.dark}`);
    expect(focusStyle('MuiTableRow', '&:focus-visible').outline).toBe(`2px solid ${focusRing.dark}`);
  });

  it('keeps the note under a read-only field at the secondary text colour', () => {
    const overrides = theme.components?.MuiFormHelperText?.styleOverrides?.root as Record<string, { color: string }>;
    expect(ratio(overrides['&.Mui-disabled'].color, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
  });
});
