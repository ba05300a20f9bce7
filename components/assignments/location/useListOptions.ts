'use client';
import { useEffect, useState } from 'react';

type Answer<T> = { key: string; items: T[] };

/**
 * Loads one reference list (countries, a state's cities…) and reloads when `key` changes;
 * a null key means "nothing to load yet" (e.g. no state chosen). Stale answers are dropped.
 */
export function useListOptions<T>(key: string | null, load: () => Promise<T[]>): { items: T[]; isLoading: boolean } {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);

  useEffect(() => {
    if (key === null) return;
    let isCurrent = true;
    load()
      .then((items) => isCurrent && setAnswer({ key, items }))
      .catch(() => isCurrent && setAnswer({ key, items: [] }));
    return () => {
      isCurrent = false;
    };
    // `load` is a fresh closure each render; `key` says when to reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (key === null) return { items: [], isLoading: false };
  const isCurrent = answer?.key === key;
  return { items: isCurrent ? answer.items : [], isLoading: !isCurrent };
}
