'use client';
import { useSession } from 'next-auth/react';
import { useEffect } from 'react';
import { login, logout } from '@/store/authSlice';
import { useAppStore } from '@/store/hooks';
import { toUserDetails } from './toUserDetails';

/**
 * Keeps the auth slice in step with the next-auth session: a new session logs the store in,
 * a vanished one logs it out. Reacts to session changes only, so a logout in progress is
 * not undone.
 */
export default function SessionSync() {
  const { data: session, status } = useSession();
  const store = useAppStore();

  useEffect(() => {
    const { isLoggedIn, userDetails } = store.getState().auth;
    if (status === 'authenticated' && session?.user && userDetails.token !== session.user.token) {
      store.dispatch(login(toUserDetails(session.user)));
    } else if (status === 'unauthenticated' && isLoggedIn) {
      store.dispatch(logout());
    }
  }, [session, status, store]);

  return null;
}
