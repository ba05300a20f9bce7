'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChartOptions } from 'chart.js';
import type { DashboardPieChart } from '@/contracts/dashboard';
import { PieCanvas } from './ChartCanvas';
import { statusColor } from './chartSetup';
import { plural } from './dashboardText';
import { sharePercents } from './sharePercents';

/** The year's orders by current status: a pie, with an HTML legend that carries the numbers. */
export default function StatusPieChart({ chart }: { chart: DashboardPieChart }) {
  const percents = sharePercents(chart.statuses.map((entry) => entry.count));
  const options: ChartOptions<'pie'> = {
    responsive: true,
    maintainAspectRatio: false,
    plugins: { legend: { display: false }, tooltip: { callbacks: { label: (item) => ` ${plural(Number(item.raw), 'order')} (${percents[item.dataIndex]}%)` } } },
  };
  const data = {
    labels: chart.statuses.map((entry) => entry.label),
    datasets: [
      {
        data: chart.statuses.map((entry) => entry.count),
        backgroundColor: chart.statuses.map((entry) => statusColor(entry.status)),
        // A lone slice's border would draw a seam from the centre to the edge.
        borderWidth: chart.statuses.length > 1 ? 2 : 0,
      },
    ],
  };
  const parts = chart.statuses.map((entry) => `${entry.label} ${entry.count}`).join(', ');
  const summary = `Work orders posted in ${chart.year} by status (${plural(chart.total_orders, 'order')}): ${parts}.`;

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'center', gap: 3 }}>
      {/* Side by side, the pie gives way to the legend, which keeps its natural width. */}
      <Box sx={{ position: 'relative', height: 220, width: '100%', maxWidth: 240, flex: { sm: '0 1 240px' }, minWidth: 0 }}>
        <PieCanvas data={data} options={options} role="img" aria-label={summary} />
      </Box>
      <Box component="ul" aria-label={`Orders by status, ${chart.year}`} sx={{ listStyle: 'none', m: 0, p: 0, width: { xs: '100%', sm: 'auto' }, flex: { sm: '1 0 auto' } }}>
        {chart.statuses.map((entry, index) => (
          <Box component="li" key={entry.status} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
            <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: statusColor(entry.status), flexShrink: 0 }} />
            <Typography variant="body2" sx={{ flexGrow: 1 }}>
              {entry.label}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {entry.count}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ width: 44, textAlign: 'right' }}>
              {percents[index]}%
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
