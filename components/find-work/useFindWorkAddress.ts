'use client';
import { FIND_WORK_SORT_FIELDS } from '@/contracts/engineerAssignments';
import { readWholeNumber, useListQuery } from '@/components/ui/useListQuery';
import type { FindWorkFilters } from '@/store/api/engineerWorkApi';

export type FindWorkAddress = FindWorkFilters & { page: number };

export const initialFindWorkFilters: FindWorkFilters = {
  q: null,
  within_distance: false,
  skill_ids: [],
  payment_type: null,
  min_pay: null,
  start_from: null,
  start_to: null,
  sort_by: 'distance',
};

const DEFAULTS: FindWorkAddress = { ...initialFindWorkFilters, page: 1 };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function readQuery(params: URLSearchParams): FindWorkAddress {
  const date = (name: string) => {
    const value = params.get(name);
    return value && DATE.test(value) ? value : null;
  };
  const minPay = Number(params.get('min_pay'));
  const sortBy = params.get('sort_by') as FindWorkFilters['sort_by'] | null;
  return {
    q: params.get('q')?.trim() || null,
    within_distance: params.get('within_distance') === 'true',
    skill_ids: (params.get('skill_ids') ?? '')
      .split(',')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0),
    payment_type: readWholeNumber(params, 'payment_type', 0) || null,
    min_pay: Number.isFinite(minPay) && minPay > 0 ? minPay : null,
    start_from: date('start_from'),
    start_to: date('start_to'),
    sort_by: sortBy && FIND_WORK_SORT_FIELDS.includes(sortBy) ? sortBy : DEFAULTS.sort_by,
    page: readWholeNumber(params, 'page', DEFAULTS.page),
  };
}

/**
 * What the engineer narrowed Find Work to and the page, kept in the address: the search is
 * linkable and is still there after looking at an order and coming back.
 */
export const useFindWorkAddress = () => useListQuery(DEFAULTS, readQuery, { remember: true });
