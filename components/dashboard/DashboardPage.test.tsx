import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ComponentProps } from 'react';
import type { Bar, Pie } from 'react-chartjs-2';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { makeTrackRecord } from '@/components/test/workOrderDetailsFixture';
import { DASHBOARD_ENDPOINTS, TRACK_RECORD_ENDPOINTS, type SignedInRole } from '@/constants';
import type { DashboardBarChart, DashboardCounts, DashboardPieChart } from '@/contracts/dashboard';
import DashboardPage from './DashboardPage';

// jsdom draws no canvas: the charts stand in as a canvas that keeps what it was given to draw
// (loaded after the first render, like chart.js in the browser: tests await them).
const drawn = vi.hoisted(() => ({ bar: [] as unknown[], pie: [] as unknown[] }));
vi.mock('react-chartjs-2', () => ({
  Bar: (props: ComponentProps<typeof Bar>) => {
    drawn.bar.push(props.data);
    return <canvas role="img" aria-label={props['aria-label']} />;
  },
  Pie: (props: ComponentProps<typeof Pie>) => {
    drawn.pie.push(props.data);
    return <canvas role="img" aria-label={props['aria-label']} />;
  },
}));
vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();

const YEAR = new Date().getFullYear();

const counts = (year: number, overrides: Partial<DashboardCounts> = {}): DashboardCounts => ({
  year,
  first_year: YEAR - 2,
  total_orders: 9,
  open_orders: 0,
  in_progress_orders: 4,
  pending_payment_orders: 1,
  paid_orders: 3,
  status_counts: [
    { status: 1, label: 'Assigned', count: 2 },
    { status: 3, label: 'Checked In', count: 2 },
    { status: 7, label: 'Pending Payment', count: 1 },
    { status: 8, label: 'Paid', count: 3 },
    { status: 10, label: 'Cancelled', count: 1 },
  ],
  year_paid_orders: 3,
  year_amount: 1250.5,
  rating_average: 4.6,
  rating_count: 5,
  ...overrides,
});

const month = (number: number, paid = 0, amount = 0) => ({ month: number, paid_orders: paid, amount });
const bars = (year: number): DashboardBarChart => ({
  year,
  paid_orders: 3,
  total_amount: 1250.5,
  months: Array.from({ length: 12 }, (_unused, index) => (index === 2 ? month(3, 2, 800) : index === 5 ? month(6, 1, 450.5) : month(index + 1))),
});
const pie = (year: number): DashboardPieChart => ({
  year,
  total_orders: 6,
  statuses: [
    { status: 3, label: 'Checked In', count: 2 },
    { status: 8, label: 'Paid', count: 3 },
    { status: 10, label: 'Cancelled', count: 1 },
  ],
});
const emptyBars = (year: number): DashboardBarChart => ({ year, paid_orders: 0, total_amount: 0, months: Array.from({ length: 12 }, (_unused, index) => month(index + 1)) });
const emptyPie = (year: number): DashboardPieChart => ({ year, total_orders: 0, statuses: [] });

type Answers = { counts: (year: number) => DashboardCounts; bars: (year: number) => DashboardBarChart; pie: (year: number) => DashboardPieChart };

/** Answers the three paths of one side by the asked year; keeps every query string. */
function answer(side: 'ENGINEER' | 'COMPANY', answers: Answers) {
  const queries: URLSearchParams[] = [];
  const route = (path: string, build: (year: number) => unknown) =>
    http.get(apiUrl(path), ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      return HttpResponse.json({ message: 'OK', data: build(Number(params.get('year'))) });
    });
  server.use(
    route(DASHBOARD_ENDPOINTS[`${side}_COUNTS`], answers.counts),
    route(DASHBOARD_ENDPOINTS[`${side}_BAR_CHART`], answers.bars),
    route(DASHBOARD_ENDPOINTS[`${side}_PIE_CHART`], answers.pie),
    http.get(apiUrl(TRACK_RECORD_ENDPOINTS.ENGINEER), () => HttpResponse.json({ message: 'OK', data: makeTrackRecord({ completed_with_company: null }) })),
  );
  return queries;
}

const renderDashboard = (role: SignedInRole) => renderWithProviders(<DashboardPage role={role} />, { session: makeSession(role), preloadedState: signedInState(role) });

describe('the dashboard', { timeout: 30_000 }, () => {
  it('shows an engineer’s figures, the bars per month with their numbers, and the pie per status', async () => {
    const queries = answer('ENGINEER', { counts, bars, pie });
    renderDashboard('field_engineer');

    const earned = await screen.findByRole('region', { name: `Earned in ${YEAR}` });
    expect(await within(earned).findByText('$1,250.50')).toBeInTheDocument();
    expect(within(earned).getByText('3 paid orders')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'In progress' })).getByText('4')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Your rating' })).getByText('from 5 ratings')).toBeInTheDocument();

    const barCard = screen.getByRole('region', { name: 'Earned per month' });
    expect(await within(barCard).findByRole('img', { name: `Earned per month in ${YEAR}: $1,250.50 in total from 3 paid orders.` })).toBeInTheDocument();
    const table = within(barCard).getByRole('table', { name: `Earned per month, ${YEAR}` });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    const march = within(table).getByRole('row', { name: /March/ });
    expect(within(march).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2', '$800.00']);
    expect(drawn.bar.at(-1)).toMatchObject({ labels: expect.arrayContaining(['Mar']), datasets: [{ label: 'Earned', data: [0, 0, 800, 0, 0, 450.5, 0, 0, 0, 0, 0, 0] }] });

    const pieCard = screen.getByRole('region', { name: 'Orders by status' });
    expect(await within(pieCard).findByRole('img', { name: `Work orders posted in ${YEAR} by status (6 orders): Checked In 2, Paid 3, Cancelled 1.` })).toBeInTheDocument();
    const legend = within(pieCard).getByRole('list', { name: `Orders by status, ${YEAR}` });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Checked In233%', 'Paid350%', 'Cancelled117%']);
    expect(drawn.pie.at(-1)).toMatchObject({ labels: ['Checked In', 'Paid', 'Cancelled'], datasets: [{ data: [2, 3, 1] }] });

    const allOrders = within(screen.getByRole('region', { name: 'All work orders' })).getByRole('list', { name: 'Orders by status, all years' });
    expect(within(allOrders).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Open My Work' })).toHaveAttribute('href', '/engineer/my-work');
    expect(within(screen.getByRole('region', { name: 'Quick links' })).getByRole('link', { name: /Find Work/ })).toHaveAttribute('href', '/engineer/find-work');

    const record = screen.getByRole('region', { name: 'Your track record' });
    expect(await within(record).findByText('12 completed')).toBeInTheDocument();
    expect(within(record).getByText('90% on time (9 of 10 check-ins)')).toBeInTheDocument();

    expect(queries.every((query) => query.get('year') === String(YEAR) && query.get('timezone'))).toBe(true);
    // Four parts of the page read the counts, each answer re-rendering only its parts: one request each.
    expect(queries).toHaveLength(3);
  });

  it('asks for another year from the year select, and says when a year has nothing to draw', async () => {
    const queries = answer('ENGINEER', { counts, bars: (year) => (year === YEAR ? bars(year) : emptyBars(year)), pie: (year) => (year === YEAR ? pie(year) : emptyPie(year)) });
    const user = userEvent.setup();
    renderDashboard('field_engineer');
    expect(await screen.findByRole('img', { name: /^Earned per month in/ })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Year' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([String(YEAR), String(YEAR - 1), String(YEAR - 2)]);
    await user.click(screen.getByRole('option', { name: String(YEAR - 1) }));

    expect(await screen.findByText(`No payments recorded in ${YEAR - 1}.`)).toBeInTheDocument();
    expect(await screen.findByText(`No work orders posted in ${YEAR - 1}.`)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Earned per month in/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: `Earned in ${YEAR - 1}` })).toBeInTheDocument();
    await waitFor(() => expect(queries.filter((query) => query.get('year') === String(YEAR - 1))).toHaveLength(3));
  });

  it('shows a company without orders empty states and the way to post one', async () => {
    const none = (year: number) =>
      counts(year, { first_year: year, total_orders: 0, in_progress_orders: 0, pending_payment_orders: 0, paid_orders: 0, status_counts: [], year_paid_orders: 0, year_amount: 0, rating_average: null, rating_count: 0 });
    answer('COMPANY', { counts: none, bars: emptyBars, pie: emptyPie });
    renderDashboard('company');

    expect(await screen.findByText(`No payments recorded in ${YEAR}.`)).toBeInTheDocument();
    expect(screen.getByText(`No work orders posted in ${YEAR}.`)).toBeInTheDocument();
    expect(await screen.findByText('No work orders yet.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: `Spent in ${YEAR}` })).getByText('$0.00')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Company rating' })).getByText('No ratings yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const start = screen.getAllByRole('link', { name: 'Add New Work Order' });
    expect(start.map((link) => link.getAttribute('href'))).toContain('/company/add-assignments');
  });

  it('says when the figures could not be loaded and tries again', async () => {
    answer('COMPANY', { counts, bars, pie });
    let failures = 1;
    server.use(
      http.get(apiUrl(DASHBOARD_ENDPOINTS.COMPANY_BAR_CHART), () =>
        failures-- > 0 ? HttpResponse.json({ message: 'The database is busy.' }, { status: 503 }) : HttpResponse.json({ message: 'OK', data: bars(YEAR) }),
      ),
    );
    const user = userEvent.setup();
    renderDashboard('customer');

    const barCard = await screen.findByRole('region', { name: 'Spent per month' });
    expect(await within(barCard).findByText('The database is busy.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /^Work orders posted in/ })).toBeInTheDocument();
    await user.click(within(barCard).getByRole('button', { name: 'Try again' }));
    expect(await within(barCard).findByRole('img', { name: `Spent per month in ${YEAR}: $1,250.50 in total from 3 paid orders.` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Work Orders' })).toHaveAttribute('href', '/customer/assignments');
  });
});
