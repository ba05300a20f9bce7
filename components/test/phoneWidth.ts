import { vi } from 'vitest';

/**
 * Makes every `max-width` media query match, as on a 390 px phone, until the returned function
 * is called (jsdom has no layout and no matchMedia of its own).
 */
export function emulatePhoneWidth(): () => void {
  const original = window.matchMedia;
  window.matchMedia = vi.fn((query: string) => ({
    matches: /max-width/.test(query),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
