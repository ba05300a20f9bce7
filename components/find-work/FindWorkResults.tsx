'use client';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import LoadFailure from '@/components/ui/LoadFailure';
import type { EngineerAssignmentRow } from '@/contracts/engineerAssignments';
import WorkOrderCard from './WorkOrderCard';
import WorkOrderCardSkeleton from './WorkOrderCardSkeleton';
import { ENGINEER_WORK_PATHS } from './engineerWorkPaths';
import type { ListState } from './usePagedList';

export const NO_MATCHES_MESSAGE = 'No open work orders match these filters';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } } as const;

type FindWorkResultsProps = {
  list: ListState<EngineerAssignmentRow>;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onRetry: () => void;
};

/** The cards of one page of open work orders, or why there are none. */
export default function FindWorkResults({ list, page, perPage, onPage, onRetry }: FindWorkResultsProps) {
  if (list.status === 'loading') {
    return (
      <Box sx={grid} aria-busy="true" aria-label="Loading work orders">
        {Array.from({ length: 6 }, (_, index) => (
          <WorkOrderCardSkeleton key={index} />
        ))}
      </Box>
    );
  }
  if (list.status === 'failed') return <LoadFailure message={list.message} onRetry={onRetry} />;

  const { total_count: total, data: orders } = list.page;
  if (orders.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 8, color: 'text.secondary' }}>
        <SearchOff sx={{ fontSize: 48, mb: 1 }} />
        <Typography variant="h6" component="p" color="text.primary">
          {NO_MATCHES_MESSAGE}
        </Typography>
        <Typography sx={{ mt: 1 }}>Try a wider distance, other skills or other dates.</Typography>
      </Box>
    );
  }

  const first = (page - 1) * perPage + 1;
  const pageCount = Math.ceil(total / perPage);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
        Showing {first}–{first + orders.length - 1} of {total} work {total === 1 ? 'order' : 'orders'}
      </Typography>
      <Box sx={grid}>
        {orders.map((order) => (
          <WorkOrderCard key={order.id} order={order} href={ENGINEER_WORK_PATHS.findWorkDetails(order.id)} />
        ))}
      </Box>
      {pageCount > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination count={pageCount} page={page} onChange={(_event, next) => onPage(next)} color="primary" />
        </Box>
      )}
    </>
  );
}
