'use client';
import Skeleton from '@mui/material/Skeleton';
import dynamic from 'next/dynamic';

// chart.js (~55 KB gzipped) is not part of the dashboard's first load: the canvases come in their
// own chunk. Each sits in a box of fixed height that its placeholder fills, so nothing moves when
// a chart arrives.
const placeholder = () => <Skeleton variant="rounded" height="100%" />;

export const BarCanvas = dynamic(() => import('./chartJs').then((chartJs) => chartJs.Bar), { ssr: false, loading: placeholder });
export const PieCanvas = dynamic(() => import('./chartJs').then((chartJs) => chartJs.Pie), { ssr: false, loading: placeholder });

/** Fetches chart.js while the figures are fetched (once the page has painted), rather than once they have come. */
export function preloadCharts() {
  void import('./chartJs');
}
