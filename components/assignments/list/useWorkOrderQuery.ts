'use client';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { ASSIGNMENT_SORT_FIELDS, ASSIGNMENT_STATUS, COMPANY_FILTER_VALUES, DEFAULT_PER_PAGE, PER_PAGE_OPTIONS } from '@/constants';

export type SortField = (typeof ASSIGNMENT_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export type WorkOrderQuery = { status: number; page: number; per_page: number; search: string; sort_by: SortField; order: SortOrder };

const DEFAULTS: WorkOrderQuery = { status: ASSIGNMENT_STATUS.ALL, page: 1, per_page: DEFAULT_PER_PAGE, search: '', sort_by: 'created_at', order: 'desc' };

function readQuery(params: URLSearchParams): WorkOrderQuery {
  const number = (name: string, fallback: number, allowed?: readonly number[]) => {
    const raw = params.get(name);
    const value = Number(raw);
    const isValid = raw !== null && raw !== '' && Number.isInteger(value) && value >= 0;
    if (!isValid) return fallback;
    if (allowed) return allowed.includes(value) ? value : fallback;
    return value >= 1 ? value : fallback;
  };
  const sortBy = params.get('sort_by') as SortField | null;
  return {
    status: number('status', DEFAULTS.status, COMPANY_FILTER_VALUES),
    page: number('page', DEFAULTS.page),
    per_page: number('per_page', DEFAULTS.per_page, PER_PAGE_OPTIONS),
    search: params.get('search') ?? '',
    sort_by: sortBy && ASSIGNMENT_SORT_FIELDS.includes(sortBy) ? sortBy : DEFAULTS.sort_by,
    order: params.get('order') === 'asc' ? 'asc' : DEFAULTS.order,
  };
}

/** The list's filter, page, sort and search, kept in the address so Back returns to them. */
export function useWorkOrderQuery(): [WorkOrderQuery, (change: Partial<WorkOrderQuery>) => void] {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const query = useMemo(() => readQuery(new URLSearchParams(params.toString())), [params]);

  const update = useCallback(
    (change: Partial<WorkOrderQuery>) => {
      // Any change but paging starts again on the first page.
      const next = { ...query, ...change, page: change.page ?? 1 };
      const search = new URLSearchParams();
      for (const key of Object.keys(DEFAULTS) as (keyof WorkOrderQuery)[]) {
        if (next[key] !== DEFAULTS[key]) search.set(key, String(next[key]));
      }
      const text = search.toString();
      router.replace(text ? `${pathname}?${text}` : pathname, { scroll: false });
    },
    [query, router, pathname],
  );
  return [query, update];
}
