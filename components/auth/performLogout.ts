import { signOut } from 'next-auth/react';
import { authApi } from '@/store/api/authApi';
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
  // A failed revoke (the token may be gone already) does not stop the logout.
  if (revokeToken) await dispatch(authApi.endpoints.revokeToken.initiate());
  dispatch(logout());
  clearBrowserStorage();
  // next-auth writes a sign-out broadcast into localStorage; clear again once it has.
  await signOut({ callbackUrl: destination });
  clearBrowserStorage();
}
