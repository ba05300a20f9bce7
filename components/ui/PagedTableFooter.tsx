import TablePagination from '@mui/material/TablePagination';
import { PER_PAGE_OPTIONS } from '@/constants';
import type { PagedSearch } from './usePagedSearch';

/** The rows-per-page and page controls under a searchable list's table. */
export default function PagedTableFooter({ count, paging }: { count: number; paging: PagedSearch }) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={paging.page - 1}
      onPageChange={(_event, next) => paging.setPage(next + 1)}
      rowsPerPage={paging.perPage}
      rowsPerPageOptions={PER_PAGE_OPTIONS}
      onRowsPerPageChange={(event) => paging.setPerPage(Number(event.target.value))}
    />
  );
}
