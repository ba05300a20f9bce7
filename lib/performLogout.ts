import { signOut } from 'next-auth/react';
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

async function runLogout({ dispatch, destination }: LogoutOptions): Promise<void> {
  dispatch(logout());
  clearBrowserStorage();
  // next-auth writes a sign-out broadcast into localStorage; clear again once it has.
  await signOut({ callbackUrl: destination });
  clearBrowserStorage();
}
