'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { formatMoney } from '@/lib/formatters';
import LinkButton from '@/components/ui/LinkButton';
import LoadFailure from '@/components/ui/LoadFailure';
import PageHeader from '@/components/ui/PageHeader';
import { ENGINEER_ROUTES, WORK_ORDER_ROUTES, type SignedInRole } from '@/constants';
import {
  useGetDashboardBarChartQuery,
  useGetDashboardCountsQuery,
  useGetDashboardPieChartQuery,
  type DashboardParams,
  type DashboardSide,
} from '@/store/api/dashboardApi';
import { readErrorMessage } from '@/store/api/errors';
import { selectUserDetails } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { whenIdle } from '@/store/whenIdle';
import { preloadCharts } from './ChartCanvas';
import DashboardStats from './DashboardStats';
import { moneyWord, plural } from './dashboardText';
import FigureCard from './FigureCard';
import MonthlyBarChart from './MonthlyBarChart';
import MyTrackRecordCard from './MyTrackRecordCard';
import OrdersByStatus from './OrdersByStatus';
import QuickLinks from './QuickLinks';
import StatusPieChart from './StatusPieChart';
import YearSelect from './YearSelect';

/** Payments and status changes happen on other pages (and by other users): ask again on every visit. */
const FRESH = { refetchOnMountOrArgChange: true } as const;

function listOf(role: SignedInRole) {
  if (role === 'field_engineer') return { href: ENGINEER_ROUTES.myWork, label: 'Open My Work', start: { href: ENGINEER_ROUTES.findWork, label: 'Find work' } };
  const routes = WORK_ORDER_ROUTES[role];
  return { href: routes.workOrders, label: 'Open Work Orders', start: { href: routes.addWorkOrder, label: 'Add New Work Order' } };
}

/** A role's dashboard: headline figures, payments per month and orders per status for a chosen year, and shortcuts. */
export default function DashboardPage({ role }: { role: SignedInRole }) {
  const user = useAppSelector(selectUserDetails);
  const side: DashboardSide = role === 'field_engineer' ? 'engineer' : 'company';
  const [currentYear] = useState(() => new Date().getFullYear());
  const [year, setYear] = useState(currentYear);
  const [timezone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  const params: DashboardParams = { side, year, timezone };
  const counts = useGetDashboardCountsQuery(params, FRESH);
  const bars = useGetDashboardBarChartQuery(params, FRESH);
  const pie = useGetDashboardPieChartQuery(params, FRESH);
  useEffect(() => whenIdle(preloadCharts), []);
  const list = listOf(role);
  const word = moneyWord(side);

  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle={`Welcome back${user.name ? `, ${user.name}` : ''}. Here is how your work orders stand.`}
        actions={<YearSelect value={year} firstYear={Math.min(counts.data?.first_year ?? currentYear, year)} lastYear={currentYear} onChange={setYear} />}
      />
      {!counts.currentData && counts.error ? (
        <LoadFailure message={readErrorMessage(counts.error)} onRetry={() => void counts.refetch()} />
      ) : (
        <DashboardStats counts={counts.currentData} side={side} year={year} />
      )}
      <Box sx={{ display: 'grid', gap: 3, mt: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
        <FigureCard
          title={`${word} per month`}
          query={bars}
          isEmpty={(data) => data.paid_orders === 0}
          emptyText={`No payments recorded in ${year}.`}
          summary={(data) => `${formatMoney(data.total_amount)} from ${plural(data.paid_orders, 'paid order')} in ${year}`}
        >
          {(data) => <MonthlyBarChart chart={data} side={side} />}
        </FigureCard>
        <FigureCard
          title="Orders by status"
          query={pie}
          isEmpty={(data) => data.total_orders === 0}
          emptyText={`No work orders posted in ${year}.`}
          summary={(data) => `${plural(data.total_orders, 'work order')} posted in ${year}`}
        >
          {(data) => <StatusPieChart chart={data} />}
        </FigureCard>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, mt: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <FigureCard
          title="All work orders"
          query={counts}
          isEmpty={(data) => data.total_orders === 0}
          emptyText="No work orders yet."
          summary={(data) => `${plural(data.total_orders, 'work order')} by status now, all years`}
          skeletonHeight={200}
        >
          {(data) => <OrdersByStatus statuses={data.status_counts} side={side} listHref={list.href} listLabel={list.label} />}
        </FigureCard>
        <QuickLinks role={role} />
        {side === 'engineer' && <MyTrackRecordCard />}
      </Box>
      {counts.currentData?.total_orders === 0 && (
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {side === 'engineer' ? 'Once you are assigned work orders, your figures show here.' : 'Post your first work order and your figures show here.'}
          </Typography>
          <LinkButton href={list.start.href} variant="contained">
            {list.start.label}
          </LinkButton>
        </Box>
      )}
    </>
  );
}
