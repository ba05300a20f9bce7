import { vi } from 'vitest';

/** A stand-in for next/navigation's hooks: `vi.mock('next/navigation', () => import(this file))`. */
export const router = {
  push: vi.fn(),
  replace: vi.fn(),
  refresh: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  prefetch: vi.fn(),
};

let currentPathname = '/';

export function setPathname(pathname: string): void {
  currentPathname = pathname;
}

export const useRouter = () => router;
export const usePathname = () => currentPathname;
export const useSearchParams = () => new URLSearchParams();
export const useParams = () => ({});
export const redirect = vi.fn();
export const notFound = vi.fn();
