'use client';
import { useCallback, useEffect, useState } from 'react';
import { getApiErrorMessage } from '@/services/apiErrors';

export type PartState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; message: string };

export type ProfilePart<T> = {
  state: PartState<T>;
  /** Loads again from scratch (after a failure). */
  reload: () => Promise<void>;
  /** Fetches quietly in the background; the shown data stays until the answer arrives. */
  refresh: () => Promise<void>;
  /** Takes the fresh data a save answered with. */
  setData: (data: T) => void;
};

/** One part of the engineer's profile (languages, documents …), loaded on mount. `load` must be stable. */
export function useProfilePart<T>(load: () => Promise<T>): ProfilePart<T> {
  const [state, setState] = useState<PartState<T>>({ status: 'loading' });

  const reload = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', data: await load() });
    } catch (error) {
      setState({ status: 'failed', message: getApiErrorMessage(error) });
    }
  }, [load]);

  const refresh = useCallback(async () => {
    try {
      const data = await load();
      setState({ status: 'ready', data });
    } catch {
      // The part keeps what it shows; the API client has already said what went wrong.
    }
  }, [load]);

  const setData = useCallback((data: T) => setState({ status: 'ready', data }), []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void reload();
  }, [reload]);

  return { state, reload, refresh, setData };
}
