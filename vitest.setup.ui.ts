import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Leaflet needs a real browser: its maps are tested end to end (e2e/map.spec.ts), and here they are
// empty. Loaded lazily, Leaflet could otherwise be evaluated after a test's window is gone, and fail.
vi.mock('@/components/map/SiteLeafletMap', () => ({ default: () => null }));
vi.mock('@/components/find-work/FindWorkLeafletMap', () => ({ default: () => null }));

// findBy*/waitFor give up after 1 s by default: too short for MUI renders on a busy 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

// Each test starts with empty browser storage (lists remember their last query per tab).
afterEach(() => {
  cleanup();
  // Files that run in Node (`@vitest-environment node`) have no browser storage.
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
});
