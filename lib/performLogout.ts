import { signOut } from 'next-auth/react';
import { PAGES_CACHE } from '@/constants/pwa';
import { logout } from '@/store/authSlice';
import type { AppDispatch } from '@/store/makeStore';
import { clearBrowserStorage } from './clearBrowserStorage';

export type LogoutOptions = {
  dispatch: AppDispatch;
  /** Where the browser goes afterwards: the role's login page, or '/' after a 401. */
  destination: string;
};

let pending: Promise<void> | null = null;

/**
 * Signs the user out everywhere: next-auth's session (whose sign-out revokes the API token on
 * the server, see app/api/auth/authOptions), stored state, browser storage. Several failing
 * requests may ask at once; they share one logout.
 */
export function performLogout(options: LogoutOptions): Promise<void> {
  pending ??= runLogout(options).finally(() => {
    pending = null;
  });
  return pending;
}

/** The pages the service worker kept for offline use hold this user's session: the next user must not see them. */
async function dropKeptPages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(PAGES_CACHE).catch(() => false);
}

async function runLogout({ dispatch, destination }: LogoutOptions): Promise<void> {
  dispatch(logout());
  clearBrowserStorage();
  await dropKeptPages();
  // next-auth writes a sign-out broadcast into localStorage; clear again once it has.
  await signOut({ callbackUrl: destination });
  clearBrowserStorage();
}
