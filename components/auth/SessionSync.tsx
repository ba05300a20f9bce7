'use client';
import { useSession } from 'next-auth/react';
import { useEffect } from 'react';
import { login, logout } from '@/store/authSlice';
import { useAppStore } from '@/store/hooks';
import { toUserDetails } from './toUserDetails';

/**
 * Keeps the auth slice in step with the next-auth session: a session of another user (or one
 * after a logout) logs the store in, a vanished one logs it out. Users are told apart by id:
 * the session carries no token. Reacts to session changes only, so a logout in progress is
 * not undone.
 */
export default function SessionSync() {
  const { data: session, status } = useSession();
  const store = useAppStore();

  useEffect(() => {
    const { isLoggedIn, userDetails } = store.getState().auth;
    if (status === 'authenticated' && session?.user && (!isLoggedIn || userDetails.id !== session.user.id)) {
      store.dispatch(login(toUserDetails(session.user)));
    } else if (status === 'unauthenticated' && isLoggedIn) {
      store.dispatch(logout());
    }
  }, [session, status, store]);

  return null;
}
