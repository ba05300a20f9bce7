'use client';
import { skipToken } from '@reduxjs/toolkit/query';
import { readErrorMessage, readErrorStatus } from '@/store/api/errors';
import { useGetWorkOrderQuery } from '@/store/api/workOrdersApi';

/**
 * One company-side work order from the store, read the way its pages show it: a 404 (missing or
 * another company's) or 400 (a malformed id) is not found; any other failure can be retried.
 */
export function useWorkOrder(id: number, { includeCounterOfferData = false } = {}) {
  const isValidId = Number.isInteger(id) && id > 0;
  const query = useGetWorkOrderQuery(isValidId ? { id, includeCounterOfferData } : skipToken);
  const status = readErrorStatus(query.error);
  return {
    details: query.data,
    isNotFound: !isValidId || status === 404 || status === 400,
    error: query.isError ? readErrorMessage(query.error) : null,
    retry: query.refetch,
  };
}
