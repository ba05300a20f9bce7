'use client';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';

type QueryValue = string | number | boolean | null | readonly number[];

/**
 * A list's filters, sort and page kept in the address, so the list is linkable and Back returns
 * to it. `read` turns the query string into values (falling back to `defaults` for anything
 * missing or not allowed); a change writes only the values that differ from the defaults, and
 * any change but a new page starts again on the first page.
 *
 * With `remember`, the last query is kept for the browser tab (session storage, emptied at
 * logout): opening the list without one (the side navigation, a "Back to …" link) shows it again.
 */
export function useListQuery<T extends { page: number } & Record<string, QueryValue>>(
  defaults: T,
  read: (params: URLSearchParams) => T,
  { remember = false }: { remember?: boolean } = {},
): [T, (change: Partial<T>) => void] {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const storageKey = `list-query:${pathname}`;
  const remembered = remember && !params.size ? readRemembered(storageKey) : '';
  const address = remembered || params.toString();
  useEffect(() => {
    if (remembered) router.replace(`${pathname}?${remembered}`, { scroll: false });
  }, [remembered, pathname, router]);
  // The values show at once; the address follows (a navigation, so it lags a moment). When the
  // address changes otherwise (Back, a link), the values are read from it again.
  const [query, setQuery] = useState(() => read(new URLSearchParams(address)));
  const [readAddress, setReadAddress] = useState(address);
  if (readAddress !== address) {
    setReadAddress(address);
    setQuery(read(new URLSearchParams(address)));
  }

  const update = useCallback(
    (change: Partial<T>) => {
      const next: T = { ...query, ...change, page: change.page ?? 1 };
      setQuery(next);
      const search = new URLSearchParams();
      for (const key of Object.keys(defaults) as (keyof T & string)[]) {
        const value = next[key];
        if (value === null || sameValue(value, defaults[key])) continue;
        search.set(key, Array.isArray(value) ? value.join(',') : String(value));
      }
      const text = search.toString();
      if (remember) writeRemembered(storageKey, text);
      router.replace(text ? `${pathname}?${text}` : pathname, { scroll: false });
    },
    [query, defaults, router, pathname, remember, storageKey],
  );
  return [query, update];
}

// Storage may be unavailable (a private window's quota, a policy): the list then starts afresh.
function readRemembered(key: string): string {
  try {
    return typeof window === 'undefined' ? '' : (window.sessionStorage.getItem(key) ?? '');
  } catch {
    return '';
  }
}

function writeRemembered(key: string, text: string) {
  try {
    if (text) window.sessionStorage.setItem(key, text);
    else window.sessionStorage.removeItem(key);
  } catch {
    // not kept: see readRemembered
  }
}

const sameValue = (a: QueryValue, b: QueryValue) => (Array.isArray(a) && Array.isArray(b) ? a.join(',') === b.join(',') : a === b);

/** A whole number ≥ 1 from the query (or ≥ 0 when listed in `allowed`), else the fallback. */
export function readWholeNumber(params: URLSearchParams, name: string, fallback: number, allowed?: readonly number[]): number {
  const raw = params.get(name);
  const value = Number(raw);
  const isValid = raw !== null && raw !== '' && Number.isInteger(value) && value >= 0;
  if (!isValid) return fallback;
  if (allowed) return allowed.includes(value) ? value : fallback;
  return value >= 1 ? value : fallback;
}
