import { useEffect } from 'react';
import { selectIsLoggedIn } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

/**
 * Live updates while a user is signed in (the session cookie authenticates the stream): stopped on
 * sign-out or unmount. The stream's code (and zod, which checks its events) loads after the page's
 * first render: every signed-in page has the hook, few have a form that needs zod at once.
 */
export function useLiveUpdates(): void {
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  useEffect(() => {
    if (!isLoggedIn) return undefined;
    let stop: (() => void) | undefined;
    let isStopped = false;
    void import('./startLiveUpdates').then(({ startLiveUpdates }) => {
      if (!isStopped) stop = startLiveUpdates({ dispatch });
    });
    return () => {
      isStopped = true;
      stop?.();
    };
  }, [dispatch, isLoggedIn]);
}
