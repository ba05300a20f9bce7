'use client';
import { ENGINEER_STATUS_FILTERS } from '@/constants';
import { readWholeNumber, useListQuery } from '@/components/ui/useListQuery';

type MyWorkAddress = { status: number; page: number };

const STATUS_VALUES = ENGINEER_STATUS_FILTERS.map((filter) => filter.value);
const DEFAULTS: MyWorkAddress = { status: ENGINEER_STATUS_FILTERS[0]!.value, page: 1 };

const readQuery = (params: URLSearchParams): MyWorkAddress => ({
  status: readWholeNumber(params, 'status', DEFAULTS.status, STATUS_VALUES),
  page: readWholeNumber(params, 'page', DEFAULTS.page),
});

/** My Work's status tab and page, kept in the address so the list is linkable and Back returns to it. */
export const useMyWorkAddress = () => useListQuery(DEFAULTS, readQuery, { remember: true });
