'use client';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { ENGINEER_ROUTES } from '@/constants';
import LoadFailure from '@/components/ui/LoadFailure';
import type { EngineerAssignmentRow } from '@/contracts/engineerAssignments';
import type { CappedApiPage } from '@/contracts/envelope';
import { formatTotal, pagerCount } from '@/components/ui/cappedTotal';
import { readErrorMessage } from '@/store/api/errors';
import WorkOrderCard from './WorkOrderCard';
import WorkOrderCardSkeleton from './WorkOrderCardSkeleton';

export const NO_MATCHES_MESSAGE = 'No open work orders match these filters';

// The cards share the width with the map (ListAndMap): two columns only on the widest screens.
const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', xl: 'repeat(2, minmax(0, 1fr))' } } as const;

/** The find-work query as this component reads it (nothing yet while it loads or waits). */
type FindWorkList = { currentData?: CappedApiPage<EngineerAssignmentRow>; error?: unknown; refetch: () => unknown };

type FindWorkResultsProps = {
  list: FindWorkList;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
};

/** The cards of one page of open work orders, or why there are none. */
export default function FindWorkResults({ list, page, perPage, onPage }: FindWorkResultsProps) {
  if (!list.currentData && list.error) return <LoadFailure message={readErrorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (!list.currentData) {
    return (
      <Box sx={grid} aria-busy="true" aria-label="Loading work orders">
        {Array.from({ length: 6 }, (_, index) => (
          <WorkOrderCardSkeleton key={index} />
        ))}
      </Box>
    );
  }

  const { data: orders } = list.currentData;
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
  const pageCount = Math.ceil(pagerCount(list.currentData) / perPage);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
        Showing {first}–{first + orders.length - 1} of {formatTotal(list.currentData)} work {list.currentData.total_count === 1 && !list.currentData.total_capped ? 'order' : 'orders'}
      </Typography>
      <Box sx={grid}>
        {orders.map((order) => (
          <WorkOrderCard key={order.id} order={order} href={ENGINEER_ROUTES.findWorkDetails(order.id)} />
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
