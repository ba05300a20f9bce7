import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { COMPANY_ENDPOINTS } from '@/constants';
import type { Customer } from '@/contracts/company';
import UsersPage from './UsersPage';
import { startAt } from '@/components/test/urlStateNavigation';

// The list's page and search live in the address: the stand-in's search params follow router.replace.
vi.mock('next/navigation', () => import('@/components/test/urlStateNavigation'));

listenWithMsw();
afterEach(cleanup);
// MUI tables and dialogs render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const cody: Customer = {
  customer_id: 3,
  user_id: 9,
  company_id: 1,
  name: 'Cody Brooks',
  first_name: 'Cody',
  last_name: 'Brooks',
  email: 'customer@demo.test',
  phone: null,
  blocked: false,
  created_at: '2030-01-02T10:00:00.000Z',
};

function answerCustomers(rows: Customer[], total = rows.length) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl(COMPANY_ENDPOINTS.GET_CUSTOMERS), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ message: 'OK', data: { total_count: total, data: rows } });
    }),
  );
  return queries;
}

const renderPage = (role: 'company' | 'customer' = 'company') =>
  renderWithProviders(<UsersPage role={role} />, { session: makeSession(role), preloadedState: signedInState(role) });

beforeEach(() => startAt('/company/users'));

describe('the users page', { timeout: 20_000 }, () => {
  it('lists the company’s customers, searches after typing stops and pages', async () => {
    const queries = answerCustomers([cody], 12);
    const user = userEvent.setup();
    renderPage();
    const row = await screen.findByRole('row', { name: 'Cody Brooks' });
    expect(within(row).getByText('Active')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search'), 'cody');
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('cody'));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
  });

  it('creates a user in a dialog, with field messages first and the API’s afterwards', async () => {
    answerCustomers([]);
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl(COMPANY_ENDPOINTS.CREATE_CUSTOMER), async ({ request }) => {
        bodies.push(await request.json());
        return bodies.length === 1
          ? HttpResponse.json({ message: 'An account with this email already exists.', errors: [{ path: 'email', message: 'An account with this email already exists.' }] }, { status: 409 })
          : HttpResponse.json({ message: 'User added.', data: {} }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByText('Enter the first name')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter your email address')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^First name/), 'Casey');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Nguyen');
    await user.type(within(dialog).getByLabelText(/^Email/), 'Casey@Example.test');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Customer123');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ first_name: 'Casey', last_name: 'Nguyen', email: 'casey@example.test', phone: '', password: 'Customer123' });

    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('User added.')).toBeInTheDocument();
  });

  it('edits a user in a dialog filled with their details', async () => {
    answerCustomers([cody]);
    let sent: unknown = null;
    server.use(
      http.patch(apiUrl(COMPANY_ENDPOINTS.UPDATE_CUSTOMER_DETAILS), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'User saved.', data: {} });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await screen.findByRole('row', { name: 'Cody Brooks' })).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Cody Brooks' });
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('customer@demo.test');
    expect(within(dialog).queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Phone/), '+1 512 555 0101');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toEqual({ customer_id: 3, first_name: 'Cody', last_name: 'Brooks', email: 'customer@demo.test', phone: '+1 512 555 0101' }));
  });

  it('blocks a user only after confirming', async () => {
    answerCustomers([cody]);
    const sent: unknown[] = [];
    server.use(
      http.patch(apiUrl(COMPANY_ENDPOINTS.BLOCK_UNBLOCK_CUSTOMER), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Cody Brooks is blocked.', data: {} });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await screen.findByRole('row', { name: 'Cody Brooks' })).getByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Cody Brooks?' });
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);

    await user.click(within(screen.getByRole('row', { name: 'Cody Brooks' })).getByRole('button', { name: 'Block' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Block Cody Brooks?' })).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(sent).toEqual([{ customer_id: 3, blocked: true }]));
    expect(await screen.findByText('Cody Brooks is blocked.')).toBeInTheDocument();
  });

  it('gives a customer the same screen for the users they added: list, add and block', async () => {
    answerCustomers([cody]);
    const created: unknown[] = [];
    const blocked: unknown[] = [];
    server.use(
      http.post(apiUrl(COMPANY_ENDPOINTS.CREATE_CUSTOMER), async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ message: 'User added. They can sign in on the customer sign-in page.', data: {} }, { status: 201 });
      }),
      http.patch(apiUrl(COMPANY_ENDPOINTS.BLOCK_UNBLOCK_CUSTOMER), async ({ request }) => {
        blocked.push(await request.json());
        return HttpResponse.json({ message: 'Cody Brooks is blocked. Their sessions have ended.', data: {} });
      }),
    );
    const user = userEvent.setup();
    renderPage('customer');
    expect(await screen.findByText(/You manage the users you added/)).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: 'Cody Brooks' });
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = screen.getByRole('dialog', { name: 'Add user' });
    await user.type(within(dialog).getByLabelText(/^First name/), 'Dana');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Lee');
    await user.type(within(dialog).getByLabelText(/^Email/), 'dana@example.test');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Customer123');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(created).toEqual([{ first_name: 'Dana', last_name: 'Lee', email: 'dana@example.test', phone: '', password: 'Customer123' }]));
    expect(await screen.findByText('User added. They can sign in on the customer sign-in page.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(screen.getByRole('row', { name: 'Cody Brooks' })).getByRole('button', { name: 'Block' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Block Cody Brooks?' })).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(blocked).toEqual([{ customer_id: 3, blocked: true }]));
  });

  it('tells a customer who has added nobody how to start', async () => {
    answerCustomers([]);
    renderPage('customer');
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
    expect(screen.getByText('Add a colleague so they can post work orders for your company.')).toBeInTheDocument();
  });
});
