'use client';
import { ASSIGNMENT_SORT_FIELDS, ASSIGNMENT_STATUS, COMPANY_FILTER_VALUES, DEFAULT_PER_PAGE, PER_PAGE_OPTIONS } from '@/constants';
import { readWholeNumber, useListQuery } from '@/components/ui/useListQuery';

export type SortField = (typeof ASSIGNMENT_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export type WorkOrderQuery = { status: number; page: number; per_page: number; search: string; sort_by: SortField; order: SortOrder };

const DEFAULTS: WorkOrderQuery = { status: ASSIGNMENT_STATUS.ALL, page: 1, per_page: DEFAULT_PER_PAGE, search: '', sort_by: 'created_at', order: 'desc' };

function readQuery(params: URLSearchParams): WorkOrderQuery {
  const sortBy = params.get('sort_by') as SortField | null;
  return {
    status: readWholeNumber(params, 'status', DEFAULTS.status, COMPANY_FILTER_VALUES),
    page: readWholeNumber(params, 'page', DEFAULTS.page),
    per_page: readWholeNumber(params, 'per_page', DEFAULTS.per_page, PER_PAGE_OPTIONS),
    search: params.get('search') ?? '',
    sort_by: sortBy && ASSIGNMENT_SORT_FIELDS.includes(sortBy) ? sortBy : DEFAULTS.sort_by,
    order: params.get('order') === 'asc' ? 'asc' : DEFAULTS.order,
  };
}

/** The list's filter, page, sort and search, kept in the address so Back returns to them. */
export const useWorkOrderQuery = () => useListQuery(DEFAULTS, readQuery);
