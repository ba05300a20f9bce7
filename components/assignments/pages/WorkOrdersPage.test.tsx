import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { makeSummary as order } from '@/components/test/workOrderDetailsFixture';
import { router, startAt } from '@/components/test/urlStateNavigation';
import { COMPANY_ASSIGNMENT_ENDPOINTS } from '@/constants';
import { emulatePhoneWidth } from '@/components/test/phoneWidth';
import type { AssignmentSummary } from '@/contracts/assignment';
import WorkOrdersPage from './WorkOrdersPage';

vi.mock('next/navigation', () => import('@/components/test/urlStateNavigation'));

listenWithMsw();
afterEach(cleanup);
// MUI forms and tables render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/** The company filter list exactly as it must read, in this order. */
const SPEC_FILTERS = [
  'All',
  'Unassigned',
  'Assigned',
  'Pending Confirmation',
  'Schedule Confirmed',
  'Checked In',
  'Pending Deliverables',
  'Pending Completion',
  'Pending Approval',
  'Pending Payment',
  'Paid',
  'Cancelled',
];

/** Answers the list with `rows` and records each query string. */
function answerList(rows: AssignmentSummary[], total = rows.length, capped = false) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl(COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ message: 'OK', data: { total_count: total, total_capped: capped, data: rows } });
    }),
  );
  return queries;
}

const renderPage = (role: 'company' | 'customer' = 'company') =>
  renderWithProviders(<WorkOrdersPage role={role} />, { session: makeSession(role), preloadedState: signedInState(role) });

describe('WorkOrdersPage', () => {
  it('shows the status filters in the order of the spec, All first and selected', async () => {
    startAt('/company/assignments');
    answerList([order(1)]);
    renderPage();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(SPEC_FILTERS);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks the API for the chosen status, first page, and shows the company-side label', async () => {
    startAt('/company/assignments');
    const queries = answerList([order(1, { title: 'Kiosk setup – Manhattan' })]);
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Work orders' });
    expect(await within(table).findByText('Kiosk setup – Manhattan')).toBeInTheDocument();
    expect(within(table).getByText('Unassigned')).toBeInTheDocument();
    expect(queries[0].get('status')).toBe('11');

    await user.click(screen.getByRole('tab', { name: 'Unassigned' }));
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('0'));
    expect(queries.at(-1)?.get('page')).toBe('1');
    expect(screen.getByRole('tab', { name: 'Unassigned' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('10'));
  });

  it('searches after typing stops, sorts by a column and pages', async () => {
    startAt('/company/assignments');
    const queries = answerList([order(1)], 25);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Order 1');

    await user.type(screen.getByLabelText('Search'), 'kiosk');
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('kiosk'));
    expect(queries.filter((query) => query.get('search') === 'kios')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Starts' }));
    await waitFor(() => expect(queries.at(-1)?.get('sort_by')).toBe('start_at'));
    expect(queries.at(-1)?.get('order')).toBe('asc');

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
  });

  it('shows each order as a card with its status and pay on a phone, and a card opens the order', async () => {
    const restoreWidth = emulatePhoneWidth();
    try {
      startAt('/company/assignments');
      answerList([order(7, { status: 1, title: 'Replace switch' })]);
      const user = userEvent.setup();
      renderPage();
      const cards = await screen.findByRole('list', { name: 'Work orders' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(cards).getByRole('listitem');
      expect(within(card).getByText('Replace switch')).toBeInTheDocument();
      expect(within(card).getByText('Assigned')).toBeInTheDocument();
      expect(within(card).getByText('Pay')).toBeInTheDocument();
      expect(within(card).getByText(/\$300/)).toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: 'Duplicate Replace switch' }));
      await waitFor(() => expect(router.push).toHaveBeenCalledWith('/company/add-assignments?duplicate=7'));
      await user.click(within(card).getAllByRole('button')[0]);
      await waitFor(() => expect(router.push).toHaveBeenCalledWith('/company/assignments/details-page/7'));
    } finally {
      restoreWidth();
    }
  });

  it('says "1,000+" when the API counted only that far, and lets the last counted page go on', async () => {
    startAt('/company/assignments?page=100');
    const queries = answerList([order(1)], 1000, true);
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('991–1000 of 1,000+')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('101'));
  });

  it('opens an order when its row is clicked', async () => {
    startAt('/customer/assignments');
    answerList([order(5)]);
    const user = userEvent.setup();
    renderPage('customer');
    await user.click(await screen.findByText('Order 5'));
    expect(router.push).toHaveBeenCalledWith('/customer/assignments/details-page/5');
  });

  it('duplicates an order from its row without opening it', async () => {
    startAt('/customer/assignments');
    answerList([order(5)]);
    const user = userEvent.setup();
    renderPage('customer');
    router.push.mockClear();
    await user.click(await screen.findByRole('button', { name: 'Duplicate Order 5' }));
    expect(router.push).toHaveBeenCalledWith('/customer/add-assignments?duplicate=5');
    expect(router.push).not.toHaveBeenCalledWith('/customer/assignments/details-page/5');
  });

  it('keeps to the opened order when a search is still settling', async () => {
    startAt('/company/assignments');
    answerList([order(5)]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Order 5');
    await user.type(screen.getByLabelText('Search'), 'Ord');
    await user.click(screen.getByText('Order 5'));
    expect(router.push).toHaveBeenCalledWith('/company/assignments/details-page/5');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('says when there are no work orders yet and links to adding one', async () => {
    startAt('/customer/assignments');
    answerList([]);
    renderPage('customer');
    expect(await screen.findByText('No work orders yet')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Add New Work Order' });
    expect(links.every((link) => link.getAttribute('href') === '/customer/add-assignments')).toBe(true);
  });
});
