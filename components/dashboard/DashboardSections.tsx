'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@/lib/formatters';
import LinkButton from '@/components/ui/LinkButton';
import LoadFailure from '@/components/ui/LoadFailure';
import {
  useGetDashboardBarChartQuery,
  useGetDashboardCountsQuery,
  useGetDashboardPieChartQuery,
  type DashboardParams,
} from '@/store/api/dashboardApi';
import { readErrorMessage } from '@/store/api/errors';
import DashboardStats from './DashboardStats';
import { moneyWord, plural } from './dashboardText';
import FigureCard from './FigureCard';
import MonthlyBarChart from './MonthlyBarChart';
import OrdersByStatus from './OrdersByStatus';
import StatusPieChart from './StatusPieChart';
import YearSelect from './YearSelect';

// The dashboard's parts, each reading the query it shows: an answer re-renders the part that shows
// it, not the whole page (the parts reading the counts share one request).

/** Payments and status changes happen on other pages (and by other users): ask again on every visit. */
const FRESH = { refetchOnMountOrArgChange: true } as const;

type SectionProps = { params: DashboardParams };
type Link = { href: string; label: string };

/** The year select, from the first year with orders to this one. */
export function DashboardYearSelect({ params, currentYear, onChange }: SectionProps & { currentYear: number; onChange: (year: number) => void }) {
  const { data } = useGetDashboardCountsQuery(params, FRESH);
  return <YearSelect value={params.year} firstYear={Math.min(data?.first_year ?? currentYear, params.year)} lastYear={currentYear} onChange={onChange} />;
}

/** The headline figures, or why they could not be loaded. */
export function HeadlineFigures({ params }: SectionProps) {
  const counts = useGetDashboardCountsQuery(params, FRESH);
  if (!counts.currentData && counts.error) return <LoadFailure message={readErrorMessage(counts.error)} onRetry={() => void counts.refetch()} />;
  return <DashboardStats counts={counts.currentData} side={params.side} year={params.year} />;
}

export function PaymentsPerMonthCard({ params }: SectionProps) {
  const bars = useGetDashboardBarChartQuery(params, FRESH);
  const { side, year } = params;
  return (
    <FigureCard
      title={`${moneyWord(side)} per month`}
      query={bars}
      isEmpty={(data) => data.paid_orders === 0}
      emptyText={`No payments recorded in ${year}.`}
      summary={(data) => `${formatMoney(data.total_amount)} from ${plural(data.paid_orders, 'paid order')} in ${year}`}
    >
      {(data) => <MonthlyBarChart chart={data} side={side} />}
    </FigureCard>
  );
}

export function OrdersByStatusCard({ params }: SectionProps) {
  const pie = useGetDashboardPieChartQuery(params, FRESH);
  const { year } = params;
  return (
    <FigureCard
      title="Orders by status"
      query={pie}
      isEmpty={(data) => data.total_orders === 0}
      emptyText={`No work orders posted in ${year}.`}
      summary={(data) => `${plural(data.total_orders, 'work order')} posted in ${year}`}
    >
      {(data) => <StatusPieChart chart={data} />}
    </FigureCard>
  );
}

/** Every order by its status now, all years, with the way to the list. */
export function AllWorkOrdersCard({ params, list }: SectionProps & { list: Link }) {
  const counts = useGetDashboardCountsQuery(params, FRESH);
  return (
    <FigureCard
      title="All work orders"
      query={counts}
      isEmpty={(data) => data.total_orders === 0}
      emptyText="No work orders yet."
      summary={(data) => `${plural(data.total_orders, 'work order')} by status now, all years`}
      skeletonHeight={200}
    >
      {(data) => <OrdersByStatus statuses={data.status_counts} side={params.side} listHref={list.href} listLabel={list.label} />}
    </FigureCard>
  );
}

/** With no orders at all: what fills the dashboard, and the way to the first one. */
export function FirstOrderPrompt({ params, start }: SectionProps & { start: Link }) {
  const { currentData } = useGetDashboardCountsQuery(params, FRESH);
  if (currentData?.total_orders !== 0) return null;
  return (
    <Box sx={{ textAlign: 'center', mt: 4 }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {params.side === 'engineer' ? 'Once you are assigned work orders, your figures show here.' : 'Post your first work order and your figures show here.'}
      </Typography>
      <LinkButton href={start.href} variant="contained">
        {start.label}
      </LinkButton>
    </Box>
  );
}
