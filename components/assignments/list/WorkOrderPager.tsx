'use client';
import TablePagination from '@mui/material/TablePagination';
import { memo } from 'react';
import { formatTotal, pagerCount } from '@/components/ui/cappedTotal';
import { PER_PAGE_OPTIONS } from '@/constants';
import type { WorkOrderQuery } from './useWorkOrderQuery';

type WorkOrderPagerProps = {
  totalCount: number;
  isTotalCapped: boolean;
  page: number;
  perPage: number;
  onChange: (change: Partial<WorkOrderQuery>) => void;
};

/** The list's pager; a capped total reads "1,000+" and allows one page more. */
function WorkOrderPager({ totalCount, isTotalCapped, page, perPage, onChange }: WorkOrderPagerProps) {
  const total = { total_count: totalCount, total_capped: isTotalCapped };
  return (
    <TablePagination
      component="div"
      count={pagerCount(total)}
      labelDisplayedRows={({ from, to }) => `${from}–${to} of ${formatTotal(total)}`}
      page={Math.max(0, page - 1)}
      onPageChange={(_event, next) => onChange({ page: next + 1 })}
      rowsPerPage={perPage}
      rowsPerPageOptions={PER_PAGE_OPTIONS}
      onRowsPerPageChange={(event) => onChange({ per_page: Number(event.target.value) })}
    />
  );
}

// Memoized: the pager changes with the total and the address, not with the list's loading states.
export default memo(WorkOrderPager);
