/** Tailwind-style slate scale: the portal's neutral, used as the primary palette. */
export const slate = {
  50: '#f8fafc',
  100: '#f1f5f9',
  200: '#e2e8f0',
  300: '#cbd5e1',
  400: '#94a3b8',
  500: '#64748b',
  600: '#475569',
  700: '#334155',
  800: '#1e293b',
  900: '#0f172a',
} as const;

export const cyan = { light: '#67e8f9', main: '#06b6d4', dark: '#0e7490' } as const;

/**
 * Status colours, each dark enough for white text on it and for text in it on white or slate[50]
 * (4.5:1, WCAG 2.2 AA); MUI's defaults for info (3.9:1) and warning (3.1:1) are not.
 */
export const status = {
  info: '#0369a1',
  warning: '#b45309',
  error: '#c62828',
  success: '#2e7d32',
} as const;

/**
 * The keyboard focus ring has two tones (WCAG technique C40): a dark ring that shows on the light
 * pages and a white band inside it that shows on dark surfaces such as the side navigation.
 */
export const focusRing = { dark: slate[900], light: '#ffffff' } as const;
