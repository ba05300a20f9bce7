'use client';
import Box from '@mui/material/Box';
import { useEffect, useMemo, useState } from 'react';
import PageHeader from '@/components/ui/PageHeader';
import { ENGINEER_ROUTES, WORK_ORDER_ROUTES, type SignedInRole } from '@/constants';
import type { DashboardParams, DashboardSide } from '@/store/api/dashboardApi';
import { selectUserDetails } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { whenIdle } from '@/store/whenIdle';
import { preloadCharts } from './ChartCanvas';
import { AllWorkOrdersCard, DashboardYearSelect, FirstOrderPrompt, HeadlineFigures, OrdersByStatusCard, PaymentsPerMonthCard } from './DashboardSections';
import MyTrackRecordCard from './MyTrackRecordCard';
import QuickLinks from './QuickLinks';

function listOf(role: SignedInRole) {
  if (role === 'field_engineer') return { href: ENGINEER_ROUTES.myWork, label: 'Open My Work', start: { href: ENGINEER_ROUTES.findWork, label: 'Find work' } };
  const routes = WORK_ORDER_ROUTES[role];
  return { href: routes.workOrders, label: 'Open Work Orders', start: { href: routes.addWorkOrder, label: 'Add New Work Order' } };
}

/**
 * A role's dashboard: headline figures, payments per month and orders per status for a chosen year,
 * and shortcuts. The page holds the year; each section reads its own figures (DashboardSections).
 */
export default function DashboardPage({ role }: { role: SignedInRole }) {
  const user = useAppSelector(selectUserDetails);
  const side: DashboardSide = role === 'field_engineer' ? 'engineer' : 'company';
  const [currentYear] = useState(() => new Date().getFullYear());
  const [year, setYear] = useState(currentYear);
  const [timezone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  const params = useMemo<DashboardParams>(() => ({ side, year, timezone }), [side, year, timezone]);
  useEffect(() => whenIdle(preloadCharts), []);
  const list = listOf(role);

  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle={`Welcome back${user.name ? `, ${user.name}` : ''}. Here is how your work orders stand.`}
        actions={<DashboardYearSelect params={params} currentYear={currentYear} onChange={setYear} />}
      />
      <HeadlineFigures params={params} />
      <Box sx={{ display: 'grid', gap: 3, mt: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
        <PaymentsPerMonthCard params={params} />
        <OrdersByStatusCard params={params} />
      </Box>
      <Box sx={{ display: 'grid', gap: 3, mt: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <AllWorkOrdersCard params={params} list={list} />
        <QuickLinks role={role} />
        {side === 'engineer' && <MyTrackRecordCard />}
      </Box>
      <FirstOrderPrompt params={params} start={list.start} />
    </>
  );
}
