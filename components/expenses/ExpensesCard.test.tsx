import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { emulatePhoneWidth } from '@/components/test/phoneWidth';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { EXPENSE_ENDPOINTS } from '@/constants';
import type { Expense } from '@/contracts/expenses';
import ExpensesCard, { EXPENSES_PER_PAGE } from './ExpensesCard';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

const engineer = { session: makeSession('field_engineer'), preloadedState: signedInState('field_engineer') };
const company = { session: makeSession('company'), preloadedState: signedInState('company') };

const makeExpense = (overrides: Partial<Expense> = {}): Expense => ({
  id: 5,
  assignment_id: 7,
  assignment_title: 'POS terminal install – Austin Downtown',
  engineer_id: 21,
  engineer_name: 'Erin Diaz',
  amount: 42.5,
  category: 'parking',
  description: 'Garage at the site',
  receipt: { id: 60, name: 'garage.pdf', mime_type: 'application/pdf', size_bytes: 2048 },
  status: 'pending',
  reason: null,
  decided_at: null,
  created_at: '2030-05-04T20:00:00.000Z',
  ...overrides,
});

/** GET /expenses answers `rows()` as it is at the time, and records each query. */
function answerExpenses(rows: () => Expense[], total?: number) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(apiUrl(EXPENSE_ENDPOINTS.EXPENSES), ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ message: 'OK', data: { total_count: total ?? rows().length, data: rows() } });
    }),
  );
  return queries;
}

describe('ExpensesCard on the engineer side', { timeout: 30_000 }, () => {
  it('asks for one order’s page of expenses and pages on', async () => {
    const queries = answerExpenses(() => [makeExpense()], 12);
    const user = userEvent.setup();
    renderWithProviders(<ExpensesCard assignmentId={7} side="engineer" status={3} />, engineer);
    const table = await screen.findByRole('table', { name: 'Expenses' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['$42.50', 'Parking', 'Garage at the site', 'Pending', 'Receipt']);
    expect(within(row).getByRole('button', { name: 'Download receipt garage.pdf' })).toBeInTheDocument();
    expect(queries.at(-1)).toEqual({ assignment_id: '7', page: '1', per_page: String(EXPENSES_PER_PAGE) });
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ page: '3' }));
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('checks the fields, then adds the expense as multipart with its receipt', async () => {
    const added: Record<string, FormDataEntryValue>[] = [];
    answerExpenses(() => (added.length ? [makeExpense({ amount: 18.75, description: 'Cable ties' })] : []));
    server.use(
      http.post(apiUrl(EXPENSE_ENDPOINTS.EXPENSES), async ({ request }) => {
        added.push(Object.fromEntries(await request.formData()));
        return HttpResponse.json({ message: 'Expense added.', data: makeExpense() }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ExpensesCard assignmentId={7} side="engineer" status={4} />, engineer);
    expect(await screen.findByText(/No expenses yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an expense' });
    await user.click(within(dialog).getByRole('button', { name: 'Add expense' }));
    expect(await within(dialog).findByText('Enter an amount greater than 0')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a category')).toBeInTheDocument();
    expect(within(dialog).getByText('Describe the expense')).toBeInTheDocument();
    expect(added).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Amount/), '18.755');
    await user.click(within(dialog).getByRole('combobox', { name: /Category/ }));
    await user.click(screen.getByRole('option', { name: 'Materials' }));
    await user.type(within(dialog).getByLabelText(/Description/), 'Cable ties');
    await user.click(within(dialog).getByRole('button', { name: 'Add expense' }));
    expect(await within(dialog).findByText('Use at most two decimals')).toBeInTheDocument();
    expect(added).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Amount/));
    await user.type(within(dialog).getByLabelText(/Amount/), '18.75');
    await user.upload(within(dialog).getByLabelText('Choose a receipt'), new File(['%PDF-1.4 receipt'], 'ties.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText(/ties\.pdf/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add expense' }));
    expect(await screen.findByText('Expense added.')).toBeInTheDocument();
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ assignment_id: '7', amount: '18.75', category: 'materials', description: 'Cable ties' });
    expect((added[0].receipt as File).type).toBe('application/pdf');
    expect(await screen.findByText('Cable ties')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('puts the API’s field errors on the fields', async () => {
    answerExpenses(() => []);
    server.use(
      http.post(apiUrl(EXPENSE_ENDPOINTS.EXPENSES), () =>
        HttpResponse.json({ message: 'Check the form', errors: [{ path: 'description', message: 'Describe it in other words' }] }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ExpensesCard assignmentId={7} side="engineer" status={3} />, engineer);
    await user.click(await screen.findByRole('button', { name: 'Add expense' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an expense' });
    await user.type(within(dialog).getByLabelText(/Amount/), '5');
    await user.click(within(dialog).getByRole('combobox', { name: /Category/ }));
    await user.click(screen.getByRole('option', { name: 'Tolls' }));
    await user.type(within(dialog).getByLabelText(/Description/), 'Toll road');
    await user.click(within(dialog).getByRole('button', { name: 'Add expense' }));
    expect(await within(dialog).findByText('Describe it in other words')).toBeInTheDocument();
  });

  it('offers no adding outside check-in to completion', async () => {
    answerExpenses(() => [makeExpense({ status: 'approved' })]);
    renderWithProviders(<ExpensesCard assignmentId={7} side="engineer" status={6} />, engineer);
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add expense' })).not.toBeInTheDocument();
  });
});

describe('ExpensesCard on the company side', { timeout: 30_000 }, () => {
  function answerDecisions() {
    const decisions: { id: string; body: unknown }[] = [];
    server.use(
      http.put(apiUrl(EXPENSE_ENDPOINTS.EXPENSE.replace('{id}', ':id')), async ({ params, request }) => {
        const body = (await request.json()) as { status: string };
        decisions.push({ id: String(params.id), body });
        return HttpResponse.json({ message: body.status === 'approved' ? 'Expense approved.' : 'Expense rejected.', data: makeExpense({ status: body.status as Expense['status'] }) });
      }),
    );
    return decisions;
  }

  it('shows the expenses as cards on a phone, each with its receipt and the decision, and no table to scroll sideways', async () => {
    answerExpenses(() => [makeExpense(), makeExpense({ id: 6, amount: 12, category: 'meals', description: 'Lunch', receipt: null, status: 'rejected', reason: 'Part of the fixed price.' })]);
    answerDecisions();
    const restoreWidth = emulatePhoneWidth();
    try {
      const user = userEvent.setup();
      renderWithProviders(<ExpensesCard assignmentId={7} side="company" status={6} />, company);
      const list = await screen.findByRole('list', { name: 'Expenses' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const pending = within(list).getByRole('listitem', { name: '$42.50 Parking' });
      expect(pending).toHaveTextContent('Garage at the site');
      expect(within(pending).getByRole('button', { name: 'Download receipt garage.pdf' })).toBeInTheDocument();
      const rejected = within(list).getByRole('listitem', { name: '$12.00 Meals' });
      expect(rejected).toHaveTextContent('Rejected');
      expect(rejected).toHaveTextContent('Part of the fixed price.');
      expect(within(rejected).queryByRole('button')).not.toBeInTheDocument();
      await user.click(within(pending).getByRole('button', { name: 'Reject' }));
      expect(screen.getByRole('dialog', { name: 'Reject this expense?' })).toBeInTheDocument();
    } finally {
      restoreWidth();
    }
  });

  it('approves a pending expense after confirming', async () => {
    let status: Expense['status'] = 'pending';
    answerExpenses(() => [makeExpense({ status })]);
    const decisions = answerDecisions();
    const user = userEvent.setup();
    renderWithProviders(<ExpensesCard assignmentId={7} side="company" status={6} />, company);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this expense?' });
    expect(dialog).toHaveTextContent('$42.50 for Parking: Garage at the site');
    expect(decisions).toHaveLength(0);
    status = 'approved';
    await user.click(within(dialog).getByRole('button', { name: 'Approve expense' }));
    expect(await screen.findByText('Expense approved.')).toBeInTheDocument();
    expect(decisions).toEqual([{ id: '5', body: { status: 'approved' } }]);
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('rejects with the reason it asks for', async () => {
    answerExpenses(() => [makeExpense()]);
    const decisions = answerDecisions();
    const user = userEvent.setup();
    renderWithProviders(<ExpensesCard assignmentId={7} side="company" status={7} />, company);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this expense?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject expense' }));
    expect(await within(dialog).findByText('Say why you reject this expense')).toBeInTheDocument();
    expect(decisions).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason/), 'No receipt date');
    await user.click(within(dialog).getByRole('button', { name: 'Reject expense' }));
    expect(await screen.findByText('Expense rejected.')).toBeInTheDocument();
    expect(decisions).toEqual([{ id: '5', body: { status: 'rejected', reason: 'No receipt date' } }]);
  });

  it('decides nothing once the order is paid', async () => {
    answerExpenses(() => [makeExpense()]);
    renderWithProviders(<ExpensesCard assignmentId={7} side="company" status={8} />, company);
    expect(await screen.findByText('Garage at the site')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add expense' })).not.toBeInTheDocument();
  });
});
