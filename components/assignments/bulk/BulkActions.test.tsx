import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { makeSummary as order } from '@/components/test/workOrderDetailsFixture';
import { startAt } from '@/components/test/urlStateNavigation';
import { emulatePhoneWidth } from '@/components/test/phoneWidth';
import WorkOrdersPage from '@/components/assignments/pages/WorkOrdersPage';
import { BULK_ENDPOINTS, COMPANY_ASSIGNMENT_ENDPOINTS, TALENT_POOL_ENDPOINTS } from '@/constants';
import type { BulkWorkOrdersResult } from '@/contracts/bulkWorkOrders';

vi.mock('next/navigation', () => import('@/components/test/urlStateNavigation'));

listenWithMsw();
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

const ROWS = [order(1, { title: 'Router swap' }), order(2, { title: 'Kiosk install' }), order(3, { title: 'Camera check' })];

/** The list (`total` matching in all) and the bulk path; keeps every bulk body and counts the list's loads. */
function answer(total = ROWS.length, result: (body: { action: string; ids?: number[] }) => BulkWorkOrdersResult) {
  const bodies: unknown[] = [];
  const loads = { count: 0 };
  server.use(
    http.get(apiUrl(COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS), () => {
      loads.count += 1;
      return HttpResponse.json({ message: 'OK', data: { total_count: total, total_capped: false, data: ROWS } });
    }),
    http.post(apiUrl(BULK_ENDPOINTS.WORK_ORDERS), async ({ request }) => {
      const body = (await request.json()) as { action: string; ids?: number[] };
      bodies.push(body);
      return HttpResponse.json({ message: 'done', data: result(body) });
    }),
    http.get(apiUrl(TALENT_POOL_ENDPOINTS.POOLS), () => HttpResponse.json({ message: 'OK', data: [{ id: 4, name: 'Austin regulars', member_count: 3, members: [], created_at: '2030-01-01T00:00:00.000Z' }] })),
  );
  return { bodies, loads };
}

const cancelTwo = (): BulkWorkOrdersResult => ({
  action: 'cancel',
  results: [
    { id: 1, result: 'done', reason: null, code: null },
    { id: 3, result: 'refused', reason: 'This work order can no longer be cancelled.', code: 'invalid_transition' },
  ],
  totals: { requested: 2, done: 1, refused: 1 },
});

const renderPage = () => renderWithProviders(<WorkOrdersPage role="company" />, { session: makeSession('company'), preloadedState: signedInState('company') });

describe('bulk actions on the Work Orders list', { timeout: 30_000 }, () => {
  it('chooses rows by keyboard, confirms with the count, sends one request and shows what was done and refused; the list refreshes', async () => {
    startAt('/company/assignments');
    const { bodies, loads } = answer(3, cancelTwo);
    const user = userEvent.setup();
    renderPage();
    const router = await screen.findByRole('checkbox', { name: 'Select work order #1 Router swap' });
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    router.focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('checkbox', { name: 'Select work order #3 Camera check' }));

    const toolbar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(toolbar).getByRole('status')).toHaveTextContent('2 work orders selected');
    await user.click(within(toolbar).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel 2 work orders?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Store closed');
    const loadsBefore = loads.count;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel work orders' }));

    const summary = await screen.findByRole('dialog', { name: 'Cancel work orders: 1 of 2 done' });
    expect(within(within(summary).getByRole('region', { name: 'Refused' })).getByText('This work order can no longer be cancelled.')).toBeInTheDocument();
    expect(within(summary).getByRole('region', { name: 'Done' })).toHaveTextContent('#1');
    expect(bodies).toEqual([{ action: 'cancel', ids: [1, 3], route_hours: 24, reason: 'Store closed' }]);
    await waitFor(() => expect(loads.count).toBeGreaterThan(loadsBefore));
    await user.click(within(summary).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select work order #1 Router swap' })).not.toBeChecked();
  });

  it('selects all matching once the whole page is chosen, and routes them by the filters to a pool', async () => {
    startAt('/company/assignments?status=0');
    const { bodies } = answer(40, () => ({ action: 'route', results: [{ id: 1, result: 'done', reason: null, code: null }], totals: { requested: 1, done: 1, refused: 0 } }));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all work orders on this page' }));
    const toolbar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(toolbar).getByRole('status')).toHaveTextContent('3 work orders selected');
    await user.click(within(toolbar).getByRole('button', { name: 'Select all 40 matching' }));
    expect(within(toolbar).getByRole('status')).toHaveTextContent('All 40 work orders matching selected');

    await user.click(within(toolbar).getByRole('button', { name: 'Route to pool…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Route 40 work orders to a talent pool?' });
    await user.click(within(dialog).getByRole('button', { name: 'Route to pool' }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Talent pool/ })).toHaveAttribute('aria-invalid', 'true'));
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole('combobox', { name: /Talent pool/ }));
    await user.click(await screen.findByRole('option', { name: 'Austin regulars (3)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Route to pool' }));

    expect(await screen.findByRole('dialog', { name: 'Route to pool: 1 of 1 done' })).toBeInTheDocument();
    expect(bodies).toEqual([{ action: 'route', filter: { status: 0, sort_by: 'created_at', order: 'desc' }, pool_id: 4, route_hours: 24, reason: null }]);
  });

  it('on a phone: Select turns the cards into choices (a tap chooses, not opens), the whole page too, and the bar sits fixed at the bottom', { timeout: 120_000 }, async () => {
    const restore = emulatePhoneWidth();
    try {
      startAt('/company/assignments');
      const { bodies } = answer(3, () => ({ action: 'open_to_everyone', results: [{ id: 2, result: 'done', reason: null, code: null }], totals: { requested: 1, done: 1, refused: 0 } }));
      const user = userEvent.setup();
      renderPage();
      await screen.findByRole('list', { name: 'Work orders' });
      expect(screen.queryByRole('checkbox', { name: /^Select work order/ })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Select' }));
      expect(screen.getByRole('button', { name: 'Done' })).toHaveAttribute('aria-pressed', 'true');

      // A tap on the card chooses it (the order does not open); its box says so.
      await user.click(screen.getByRole('heading', { name: 'Kiosk install' }));
      expect(screen.getByRole('checkbox', { name: 'Select work order #2 Kiosk install' })).toBeChecked();
      const toolbar = screen.getByRole('region', { name: 'Bulk actions' });
      expect(within(toolbar).getByRole('status')).toHaveTextContent('1 work order selected');
      expect(getComputedStyle(toolbar).position).toBe('fixed');

      await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
      expect(within(toolbar).getByRole('status')).toHaveTextContent('3 work orders selected');
      await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
      expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('checkbox', { name: 'Select work order #2 Kiosk install' }));
      await user.click(within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Open to everyone' }));
      const dialog = await screen.findByRole('dialog', { name: 'Open 1 work order to everyone?' });
      await user.click(within(dialog).getByRole('button', { name: 'Open to everyone' }));
      await screen.findByRole('dialog', { name: /1 of 1 done/ });
      expect(bodies).toMatchObject([{ action: 'open_to_everyone', ids: [2] }]);

      // Done leaves the mode: the cards open orders again and nothing stays chosen.
      await user.click(within(screen.getByRole('dialog', { name: /1 of 1 done/ })).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: 'Done' }));
      expect(screen.queryByRole('checkbox', { name: /^Select work order/ })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Duplicate Kiosk install' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
