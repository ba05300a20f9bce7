'use client';
import { useState } from 'react';
import { DEFAULT_PER_PAGE } from '@/constants';
import { useDebouncedValue } from './useDebouncedValue';

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

/** Page, page size and a debounced search of a searchable list; a new search starts on the first page. */
export function usePagedSearch(): PagedSearch {
  const [page, setPage] = useState(1);
  const [perPage, setPerPageState] = useState(DEFAULT_PER_PAGE);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const [searched, setSearched] = useState(search);
  if (searched !== search) {
    setSearched(search);
    setPage(1);
  }
  const setPerPage = (next: number) => {
    setPerPageState(next);
    setPage(1);
  };
  return { page, perPage, searchText, setSearchText, search, setPage, setPerPage };
}
