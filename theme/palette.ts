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
