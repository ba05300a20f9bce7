'use client';
import { useCallback, useEffect, useState } from 'react';
import type { Customer } from '@/contracts/company';
import { getApiErrorMessage } from '@/services/apiErrors';
import { getCustomers } from '@/services/companyUsers';

export type CustomerQuery = { page: number; per_page: number; search: string };

type ListState = { key: string; rows: Customer[]; total: number; error: string | null };

/** A page of the company's customers; rows are null while loading. */
export function useCustomerList(query: CustomerQuery) {
  const key = JSON.stringify(query);
  const [state, setState] = useState<ListState | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    const { search, ...rest } = JSON.parse(key) as CustomerQuery;
    getCustomers({ ...rest, search: search || undefined })
      .then((page) => isCurrent && setState({ key, rows: page.data, total: page.total_count, error: null }))
      .catch((error: unknown) => isCurrent && setState({ key, rows: [], total: 0, error: getApiErrorMessage(error) }));
    return () => {
      isCurrent = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const isCurrent = state?.key === key;
  return { rows: isCurrent ? state.rows : null, total: state?.total ?? 0, error: isCurrent ? state.error : null, reload };
}
