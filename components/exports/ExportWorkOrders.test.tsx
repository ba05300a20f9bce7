import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WorkOrdersPage from '@/components/assignments/pages/WorkOrdersPage';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { startAt } from '@/components/test/urlStateNavigation';
import { makeSummary as order } from '@/components/test/workOrderDetailsFixture';
import { COMPANY_ASSIGNMENT_ENDPOINTS, EXPORT_ENDPOINTS } from '@/constants';
import { saveObjectUrl } from '@/lib/saveBlob';

vi.mock('next/navigation', () => import('@/components/test/urlStateNavigation'));
vi.mock('@/lib/saveBlob', () => ({ saveObjectUrl: vi.fn() }));

listenWithMsw();
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

const CSV = '\uFEFFID,Title\r\n1,Rack cabling\r\n';

/** Answers the list, and the export with `answer`; records each export's query string. */
function answerExports(answer: () => Response) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl(COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS), () => HttpResponse.json({ message: 'OK', data: { total_count: 1, total_capped: false, data: [order(1)] } })),
    ...[EXPORT_ENDPOINTS.WORK_ORDERS, EXPORT_ENDPOINTS.PAYMENTS, EXPORT_ENDPOINTS.EXPENSES].map((path) =>
      http.get(apiUrl(path), ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return answer();
      }),
    ),
  );
  return queries;
}

const csvAnswer = () => new HttpResponse(CSV, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="work-orders.csv"' } });

const renderPage = (role: 'company' | 'customer') => renderWithProviders(<WorkOrdersPage role={role} />, { session: makeSession(role), preloadedState: signedInState(role) });

beforeEach(() => {
  vi.mocked(saveObjectUrl).mockClear();
  URL.createObjectURL = vi.fn(() => 'blob:export');
});

describe('Export CSV on the Work Orders page', () => {
  it('exports what the filters, search and sort select, showing that it is busy meanwhile', async () => {
    startAt('/company/assignments?status=0&search=rack&sort_by=title&order=asc&page=3');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const queries = answerExports(() => csvAnswer());
    server.use(
      http.get(apiUrl(EXPORT_ENDPOINTS.WORK_ORDERS), async ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        await held;
        return csvAnswer();
      }),
    );
    const user = userEvent.setup();
    renderPage('company');
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByRole('button', { name: 'Exporting…' })).toBeDisabled();
    release();
    await waitFor(() => expect(saveObjectUrl).toHaveBeenCalledWith('blob:export', expect.stringMatching(/^work-orders-\d{4}-\d{2}-\d{2}\.csv$/)));
    expect(Object.fromEntries(queries[0])).toEqual({ status: '0', search: 'rack', sort_by: 'title', order: 'asc' });
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('toasts an error when the export fails, and saves nothing', async () => {
    startAt('/customer/assignments');
    answerExports(() => HttpResponse.json({ message: 'Choose a status filter', code: 'BAD_REQUEST' }, { status: 400 }));
    const user = userEvent.setup();
    renderPage('customer');
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    // An error toast (jsdom cannot read the failed download's JSON body, so it says the generic words).
    expect(await screen.findByRole('alert')).toHaveTextContent(/choose a status filter|something went wrong/i);
    expect(saveObjectUrl).not.toHaveBeenCalled();
  });

  it('exports payments or expenses of a span of days from the dialog, refusing a reversed span', async () => {
    startAt('/company/assignments');
    const queries = answerExports(() => csvAnswer());
    const user = userEvent.setup();
    renderPage('company');
    await user.click(await screen.findByRole('button', { name: 'Payments & expenses' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Records' }));
    await user.click(await screen.findByRole('option', { name: /Expenses/ }));

    const [from, to] = [within(dialog).getByLabelText('From'), within(dialog).getByLabelText('To')];
    await user.clear(from);
    await user.type(from, '2026-07-31');
    await user.clear(to);
    await user.type(to, '2026-07-01');
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByText('from is on or before to')).toBeInTheDocument();
    expect(queries).toEqual([]);

    await user.clear(from);
    await user.type(from, '2026-06-01');
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saveObjectUrl).toHaveBeenCalledWith('blob:export', 'expenses-2026-06-01-to-2026-07-01.csv'));
    expect(Object.fromEntries(queries[0])).toEqual({ from: '2026-06-01', to: '2026-07-01' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
