'use client';
import WorkOffOutlined from '@mui/icons-material/WorkOffOutlined';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { ENGINEER_ROUTES, ENGINEER_STATUS_FILTERS, getStatusLabel } from '@/constants';
import LoadFailure from '@/components/ui/LoadFailure';
import PageHeader from '@/components/ui/PageHeader';
import LinkButton from '@/components/ui/LinkButton';
import { useGetMyWorkQuery } from '@/store/api/engineerWorkApi';
import { readErrorMessage } from '@/store/api/errors';
import MyWorkCards from './MyWorkCards';
import { useIsPhone } from '@/components/ui/useIsPhone';
import MyWorkTable from './MyWorkTable';
import { useMyWorkAddress } from './useMyWorkAddress';

export const MY_WORK_PER_PAGE = 10;
const ALL = ENGINEER_STATUS_FILTERS[0]!.value;

/** My Work: the engineer's applications and assigned orders, by engineer-side status. */
function MyWork() {
  const isPhone = useIsPhone();
  const [{ status, page }, setAddress] = useMyWorkAddress();
  // The company side moves orders too: the list is asked again whenever the page opens.
  const list = useGetMyWorkQuery({ status, page, per_page: MY_WORK_PER_PAGE }, { refetchOnMountOrArgChange: true });
  const orders = list.currentData;

  let body;
  if (!orders && list.error) {
    body = <LoadFailure message={readErrorMessage(list.error)} onRetry={() => void list.refetch()} />;
  } else if (!orders) {
    body = (
      <Box aria-busy="true" aria-label="Loading your work orders">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={56} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  } else if (orders.data.length === 0) {
    body = (
      <Box sx={{ textAlign: 'center', py: 8, color: 'text.secondary' }}>
        <WorkOffOutlined sx={{ fontSize: 48, mb: 1 }} />
        <Typography variant="h6" component="p" color="text.primary">
          {status === ALL ? 'You have not applied for any work orders yet' : `No work orders with the status “${getStatusLabel(status, 'engineer')}”`}
        </Typography>
        <LinkButton href={ENGINEER_ROUTES.findWork} variant="contained" sx={{ mt: 2 }}>
          Find work
        </LinkButton>
      </Box>
    );
  } else {
    const pageCount = Math.ceil(orders.total_count / MY_WORK_PER_PAGE);
    body = (
      <>
        {isPhone ? <MyWorkCards orders={orders.data} /> : <MyWorkTable orders={orders.data} />}
        {pageCount > 1 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Pagination count={pageCount} page={page} onChange={(_event, next) => setAddress({ page: next })} color="primary" />
          </Box>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader title="My Work" subtitle="Work orders you applied for or are assigned to." />
      <Tabs
        value={status}
        onChange={(_event, next: number) => setAddress({ status: next })}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Filter by status"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {ENGINEER_STATUS_FILTERS.map((filter) => (
          <Tab key={filter.value} value={filter.value} label={filter.label} />
        ))}
      </Tabs>
      {body}
    </>
  );
}

// useSearchParams (the tab and page live in the address) needs a Suspense boundary above it.
export default function MyWorkPage() {
  return (
    <Suspense>
      <MyWork />
    </Suspense>
  );
}
