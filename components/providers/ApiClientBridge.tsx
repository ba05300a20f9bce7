'use client';
import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { performLogout } from '@/lib/performLogout';
import { findSessionEndReason, getLoginPath } from '@/constants';
import { setupApiClient } from '@/services/apiClient';
import { useAppStore } from '@/store/hooks';

/**
 * Gives the one axios client what it needs from this app: a way to show errors, and the 401
 * reaction (logout, reset the store, clear browser storage). The user lands on their role's
 * sign-in page, which says why the session ended (blocked, password changed, expired). No token:
 * the session cookie authenticates the portal's /api/v1 calls (app/api/v1/sessionBearer).
 */
export default function ApiClientBridge() {
  const store = useAppStore();
  useEffect(
    () =>
      setupApiClient({
        notifyError: (message) => toast.error(message, { toastId: message }),
        onUnauthorized: (message) => {
          const loginPath = getLoginPath(store.getState().auth.userDetails.role);
          const destination = `${loginPath}?reason=${findSessionEndReason(message)}`;
          void performLogout({ dispatch: store.dispatch, destination });
        },
      }),
    [store],
  );
  return null;
}
