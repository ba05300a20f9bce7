import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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
