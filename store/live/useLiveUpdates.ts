import { useEffect } from 'react';
import { selectToken } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { startLiveUpdates } from './startLiveUpdates';

/** Live updates while a user is signed in: started with their token, stopped on sign-out or unmount. */
export function useLiveUpdates(): void {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  useEffect(() => (token ? startLiveUpdates({ dispatch }) : undefined), [dispatch, token]);
}
