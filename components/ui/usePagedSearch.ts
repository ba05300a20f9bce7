'use client';
import { useEffect, useState } from 'react';
import { DEFAULT_PER_PAGE, PER_PAGE_OPTIONS } from '@/constants';
import { useDebouncedValue } from './useDebouncedValue';
import { readWholeNumber, useListQuery } from './useListQuery';

const SEARCH_DELAY_MS = 400;

export type PagedSearch = {
  page: number;
  perPage: number;
  /** What the field shows, as typed. */
  searchText: string;
  setSearchText: (text: string) => void;
  /** The settled, trimmed search to ask the API for. */
  search: string;
  setPage: (page: number) => void;
  /** A new page size starts on the first page. */
  setPerPage: (perPage: number) => void;
};

type PagedSearchQuery = { page: number; per_page: number; search: string };

const DEFAULTS: PagedSearchQuery = { page: 1, per_page: DEFAULT_PER_PAGE, search: '' };

const readQuery = (params: URLSearchParams): PagedSearchQuery => ({
  page: readWholeNumber(params, 'page', DEFAULTS.page),
  per_page: readWholeNumber(params, 'per_page', DEFAULTS.per_page, PER_PAGE_OPTIONS),
  search: params.get('search')?.trim() ?? '',
});

/**
 * Page, page size and a debounced search of a searchable list, kept in the address (so the list
 * is linkable); a new search starts on the first page.
 */
export function usePagedSearch(): PagedSearch {
  const [query, setQuery] = useListQuery(DEFAULTS, readQuery);
  const [searchText, setSearchText] = useState(query.search);
  const settledSearch = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  useEffect(() => {
    if (settledSearch !== query.search) setQuery({ search: settledSearch });
  }, [settledSearch, query.search, setQuery]);
  return {
    page: query.page,
    perPage: query.per_page,
    searchText,
    setSearchText,
    search: query.search,
    setPage: (page) => setQuery({ page }),
    setPerPage: (perPage) => setQuery({ per_page: perPage }),
  };
}
