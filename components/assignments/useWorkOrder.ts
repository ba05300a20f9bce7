'use client';
import { skipToken } from '@reduxjs/toolkit/query';
import { isValidId } from '@/lib/idArg';
import { readErrorMessage, readErrorStatus } from '@/store/api/errors';
import { LIVE_QUERY_OPTIONS } from '@/store/api/liveQueryOptions';
import { useGetWorkOrderQuery } from '@/store/api/workOrdersApi';

/**
 * One company-side work order from the store, read the way its pages show it: a 404 (missing or
 * another company's) or 400 (a malformed id) is not found; any other failure can be retried.
 * `isLive` refetches on opening and polls, for pages that show what the engineer changes.
 */
type UseWorkOrderOptions = { includeCounterOfferData?: boolean; isLive?: boolean };

export function useWorkOrder(id: number, { includeCounterOfferData = false, isLive = false }: UseWorkOrderOptions = {}) {
  const hasValidId = isValidId(id);
  const query = useGetWorkOrderQuery(hasValidId ? { id, includeCounterOfferData } : skipToken, isLive ? LIVE_QUERY_OPTIONS : undefined);
  const status = readErrorStatus(query.error);
  return {
    details: query.data,
    isNotFound: !hasValidId || status === 404 || status === 400,
    error: query.isError ? readErrorMessage(query.error) : null,
    retry: query.refetch,
  };
}
