import { useEffect } from 'react';
import { selectIsLoggedIn } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { startLiveUpdates } from './startLiveUpdates';

/** Live updates while a user is signed in (the session cookie authenticates the stream): stopped on sign-out or unmount. */
export function useLiveUpdates(): void {
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  useEffect(() => (isLoggedIn ? startLiveUpdates({ dispatch }) : undefined), [dispatch, isLoggedIn]);
}
