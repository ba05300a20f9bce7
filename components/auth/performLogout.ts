import { signOut } from 'next-auth/react';
import { logoutUser } from '@/services/auth';
import { logout } from '@/store/authSlice';
import type { AppDispatch } from '@/store/makeStore';
import { clearBrowserStorage } from './clearBrowserStorage';

export type LogoutOptions = {
  dispatch: AppDispatch;
  /** Where the browser goes afterwards: the role's login page, or '/' after a 401. */
  destination: string;
  /** Revoke the bearer token on the API first (skipped when the API already refused it). */
  revokeToken: boolean;
};

let pending: Promise<void> | null = null;

/**
 * Signs the user out everywhere: API token, next-auth session, stored state, browser storage.
 * Several failing requests may ask at once; they share one logout.
 */
export function performLogout(options: LogoutOptions): Promise<void> {
  pending ??= runLogout(options).finally(() => {
    pending = null;
  });
  return pending;
}

async function runLogout({ dispatch, destination, revokeToken }: LogoutOptions): Promise<void> {
  if (revokeToken) await logoutUser().catch(() => undefined);
  dispatch(logout());
  clearBrowserStorage();
  // next-auth writes a sign-out broadcast into localStorage; clear again once it has.
  await signOut({ callbackUrl: destination });
  clearBrowserStorage();
}
