import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';

// A next/navigation stand-in whose search params follow router.replace/push, for pages that
// keep their state in the address: `vi.mock('next/navigation', () => import(this file))`.

let pathname = '/';
let params = new URLSearchParams();
const listeners = new Set<() => void>();

function go(url: string) {
  const [path, query = ''] = url.split('?');
  pathname = path;
  params = new URLSearchParams(query);
  for (const listener of listeners) listener();
}

export const router = {
  push: vi.fn(go),
  replace: vi.fn(go),
  refresh: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  prefetch: vi.fn(),
};

/** Starts a test at `url` with fresh router spies. */
export function startAt(url: string): void {
  router.push.mockClear();
  router.replace.mockClear();
  go(url);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useRouter = () => router;
export const usePathname = () => useSyncExternalStore(subscribe, () => pathname);
export const useSearchParams = () => useSyncExternalStore(subscribe, () => params);
export const useParams = () => ({});
export const redirect = vi.fn();
export const notFound = vi.fn();
