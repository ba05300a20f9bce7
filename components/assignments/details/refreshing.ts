import { skipToken } from '@reduxjs/toolkit/query';
import { useGetWorkOrderQuery, type WorkOrderDetailsArg } from '@/store/api/workOrdersApi';

/** The engineer moves the order too: an open details page refreshes it (and its timeline) this often. */
export const DETAILS_POLL_MS = 15_000;

/** Refetch on opening (the cached copy may be stale) and while open. */
export const LIVE_QUERY_OPTIONS = { pollingInterval: DETAILS_POLL_MS, refetchOnMountOrArgChange: true } as const;

/**
 * Keeps the order the page shows fresh: one more subscription to the same cache entry that
 * refetches when the page opens and polls while it is open, and selects nothing so it never
 * re-renders the page itself.
 */
export function useKeepWorkOrderFresh(arg: WorkOrderDetailsArg | null): void {
  useGetWorkOrderQuery(arg ?? skipToken, { ...LIVE_QUERY_OPTIONS, selectFromResult: () => ({}) });
}
