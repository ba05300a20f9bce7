'use client';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ChartOptions } from 'chart.js';
import { formatMoney } from '@/lib/formatters';
import type { DashboardBarChart } from '@/contracts/dashboard';
import type { DashboardSide } from '@/store/api/dashboardApi';
import { BarCanvas } from './ChartCanvas';
import { BAR_COLOR, MONTH_NAMES, MONTH_SHORT_NAMES } from './chartSetup';
import { moneyWord, plural } from './dashboardText';
import { visuallyHidden } from '@/components/ui/visuallyHidden';

type MonthlyBarChartProps = { chart: DashboardBarChart; side: DashboardSide };

/** The year's payments per month as bars (amount; the tooltip adds the orders), and the same numbers as a table for screen readers. */
export default function MonthlyBarChart({ chart, side }: MonthlyBarChartProps) {
  const word = moneyWord(side);
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    plugins: {
      legend: { display: false },
      tooltip: {
        callbacks: {
          title: (items) => `${MONTH_NAMES[items[0]?.dataIndex ?? 0]} ${chart.year}`,
          label: (item) => `${word}: ${formatMoney(item.parsed.y)}`,
          afterLabel: (item) => plural(chart.months[item.dataIndex]?.paid_orders ?? 0, 'paid order'),
        },
      },
    },
    scales: { y: { beginAtZero: true, ticks: { callback: (value) => formatMoney(Number(value)) } } },
  };
  const data = {
    labels: MONTH_SHORT_NAMES,
    datasets: [{ label: word, data: chart.months.map((month) => month.amount), backgroundColor: BAR_COLOR, borderRadius: 6, maxBarThickness: 36 }],
  };
  const summary = `${word} per month in ${chart.year}: ${formatMoney(chart.total_amount)} in total from ${plural(chart.paid_orders, 'paid order')}.`;
  const caption = `${word} per month, ${chart.year}`;

  return (
    <>
      <Box sx={{ position: 'relative', height: { xs: 240, sm: 300 } }}>
        <BarCanvas data={data} options={options} role="img" aria-label={summary} />
      </Box>
      {/* Hidden by a box around it: a table grows to fit its cells whatever its own width says, and widened the page. */}
      <Box sx={visuallyHidden}>
        <Table size="small" aria-label={caption}>
          <caption>{caption}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">Month</TableCell>
              <TableCell component="th" scope="col">Paid orders</TableCell>
              <TableCell component="th" scope="col">{word}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {chart.months.map((month) => (
              <TableRow key={month.month}>
                <TableCell component="th" scope="row">
                  {MONTH_NAMES[month.month - 1]}
                </TableCell>
                <TableCell>{month.paid_orders}</TableCell>
                <TableCell>{formatMoney(month.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}
