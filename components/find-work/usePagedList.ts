'use client';
import { useEffect, useState } from 'react';
import { getApiErrorMessage } from '@/services/apiErrors';
import type { ApiPage } from '@/contracts/envelope';

export type ListState<T> =
  | { status: 'loading'; key: string }
  | { status: 'ready'; key: string; page: ApiPage<T> }
  | { status: 'failed'; key: string; message: string };

/**
 * One page of a list for the given query; null waits (nothing to ask yet). A newer query wins
 * over a slower older one. `load` must be stable (a service function).
 */
export function usePagedList<Q, T>(query: Q | null, load: (query: Q) => Promise<ApiPage<T>>): ListState<T> & { retry: () => void } {
  const key = JSON.stringify(query);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ListState<T>>({ status: 'loading', key });

  useEffect(() => {
    if (query === null) return;
    let isCurrent = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState({ status: 'loading', key });
    load(query)
      .then((page) => isCurrent && setState({ status: 'ready', key, page }))
      .catch((error: unknown) => isCurrent && setState({ status: 'failed', key, message: getApiErrorMessage(error) }));
    return () => {
      isCurrent = false;
    };
    // `key` stands for `query`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, load]);

  const shown: ListState<T> = state.key === key && query !== null ? state : { status: 'loading', key };
  return { ...shown, retry: () => setAttempt((count) => count + 1) };
}
