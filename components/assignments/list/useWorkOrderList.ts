'use client';
import { useCallback, useEffect, useState } from 'react';
import type { AssignmentSummary } from '@/contracts/assignment';
import { getApiErrorMessage } from '@/services/apiErrors';
import { getAssignments } from '@/services/companyAssignments';
import type { WorkOrderQuery } from './useWorkOrderQuery';

type ListState = { key: string; rows: AssignmentSummary[] | null; total: number; error: string | null };

/** A page of the company side's work orders for the query; rows are null while loading. */
export function useWorkOrderList(query: WorkOrderQuery) {
  const key = JSON.stringify(query);
  const [state, setState] = useState<ListState>({ key: '', rows: null, total: 0, error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    const { search, ...rest } = JSON.parse(key) as WorkOrderQuery;
    getAssignments({ ...rest, search: search || undefined })
      .then((page) => isCurrent && setState({ key, rows: page.data, total: page.total_count, error: null }))
      .catch((error: unknown) => isCurrent && setState({ key, rows: [], total: 0, error: getApiErrorMessage(error) }));
    return () => {
      isCurrent = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const isLoading = state.key !== key;
  // While a new page loads, the previous total keeps the pager steady.
  return { rows: isLoading ? null : state.rows, total: state.total, error: isLoading ? null : state.error, retry };
}
