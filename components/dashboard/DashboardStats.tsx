'use client';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/formatters';
import type { DashboardCounts } from '@/contracts/dashboard';
import type { DashboardSide } from '@/store/api/dashboardApi';
import { moneyWord, plural } from './dashboardText';
import StatTile from './StatTile';

type Tile = { label: string; value?: ReactNode; caption?: ReactNode };

function ratingTile(counts: DashboardCounts | undefined, side: DashboardSide): Tile {
  const label = side === 'engineer' ? 'Your rating' : 'Company rating';
  if (!counts) return { label };
  if (counts.rating_average === null) return { label, value: '—', caption: 'No ratings yet' };
  return {
    label,
    value: (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        {counts.rating_average.toFixed(1)}
        <Rating value={counts.rating_average} precision={0.1} readOnly size="small" aria-hidden />
      </Box>
    ),
    caption: `from ${plural(counts.rating_count, 'rating')}`,
  };
}

/** The tiles of one side, from the counts (placeholders while they load). */
function tilesOf(counts: DashboardCounts | undefined, side: DashboardSide, year: number): Tile[] {
  const show = (pick: (data: DashboardCounts) => ReactNode) => (counts ? pick(counts) : undefined);
  const money: Tile = {
    label: `${moneyWord(side)} in ${year}`,
    value: show((data) => formatMoney(data.year_amount)),
    caption: show((data) => plural(data.year_paid_orders, 'paid order')),
  };
  const inProgress: Tile = { label: 'In progress', value: show((data) => data.in_progress_orders), caption: 'Assigned, not yet approved' };
  const pendingPayment: Tile = {
    label: 'Pending payment',
    value: show((data) => data.pending_payment_orders),
    caption: side === 'engineer' ? 'Approved, payment on its way' : 'Approved, waiting for your payment',
  };
  if (side === 'engineer') {
    return [money, inProgress, pendingPayment, { label: 'Paid orders', value: show((data) => data.paid_orders), caption: 'All time' }, ratingTile(counts, side)];
  }
  const open: Tile = { label: 'Open', value: show((data) => data.open_orders), caption: 'Waiting for an engineer' };
  return [money, open, inProgress, pendingPayment, ratingTile(counts, side)];
}

/** The dashboard's headline figures. */
export default function DashboardStats({ counts, side, year }: { counts?: DashboardCounts; side: DashboardSide; year: number }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', xl: 'repeat(5, 1fr)' } }}>
      {tilesOf(counts, side, year).map((tile) => (
        <StatTile key={tile.label} {...tile} />
      ))}
    </Box>
  );
}
