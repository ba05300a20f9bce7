import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_TEST_TIMEOUT_MS } from '@/components/test/fillField';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { router, startAt } from '@/components/test/urlStateNavigation';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { NOTIFICATION_ENDPOINTS } from '@/constants';
import type { Notification } from '@/contracts/notifications';
import NotificationsPage from './NotificationsPage';

// The list's page and search live in the address: the stand-in's search params follow router.replace.
vi.mock('next/navigation', () => import('@/components/test/urlStateNavigation'));

listenWithMsw();
beforeEach(() => {
  vi.clearAllMocks();
  startAt('/engineer/notifications');
});
afterEach(() => vi.restoreAllMocks());

const notice = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  kind: 'assign',
  assignment_id: 40 + id,
  title: `Notice ${id}`,
  body: `What happened ${id}`,
  link: `/engineer/my-work/details-page/${40 + id}`,
  is_read: false,
  created_at: new Date(Date.now() - id * 60_000).toISOString(),
  ...overrides,
});

/** The API as the page sees it, over a list the handlers change: list, read, read all, clear all. */
function answerNotifications(items: Notification[], { held }: { held?: Promise<void> } = {}) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const page = async (request: Request) => {
    await held;
    const params = new URL(request.url).searchParams;
    const perPage = Number(params.get('per_page'));
    const start = (Number(params.get('page')) - 1) * perPage;
    const unread = items.filter((item) => !item.is_read).length;
    return HttpResponse.json({ message: 'OK', data: { total_count: items.length, unread_count: unread, data: items.slice(start, start + perPage) } });
  };
  server.use(
    http.get(apiUrl(NOTIFICATION_ENDPOINTS.LIST), ({ request }) => page(request)),
    http.patch(apiUrl(NOTIFICATION_ENDPOINTS.READ), async ({ request }) => {
      const body = (await request.json()) as { id: number };
      calls.push({ method: 'PATCH', path: NOTIFICATION_ENDPOINTS.READ, body });
      items.forEach((item) => item.id === body.id && (item.is_read = true));
      return HttpResponse.json({ message: 'Notification marked as read.', data: { unread_count: 0 } });
    }),
    http.patch(apiUrl(NOTIFICATION_ENDPOINTS.READ_ALL), () => {
      calls.push({ method: 'PATCH', path: NOTIFICATION_ENDPOINTS.READ_ALL });
      items.forEach((item) => (item.is_read = true));
      return HttpResponse.json({ message: 'All notifications marked as read.', data: { unread_count: 0 } });
    }),
    http.patch(apiUrl(NOTIFICATION_ENDPOINTS.CLEAR_ALL), () => {
      calls.push({ method: 'PATCH', path: NOTIFICATION_ENDPOINTS.CLEAR_ALL });
      items.splice(0);
      return HttpResponse.json({ message: 'All notifications cleared.', data: { unread_count: 0 } });
    }),
  );
  return calls;
}

const renderPage = () =>
  renderWithProviders(<NotificationsPage />, { session: makeSession('field_engineer'), preloadedState: signedInState('field_engineer') });

const item = (title: string) => screen.getByRole('button', { name: new RegExp(title) });

describe('the notifications page', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('lists notifications newest first, the unread ones marked, with relative and absolute times', async () => {
    let release = () => {};
    answerNotifications([notice(1), notice(2, { is_read: true })], { held: new Promise((resolve) => (release = resolve)) });
    renderPage();
    expect(await screen.findByRole('list', { name: 'Loading notifications' })).toHaveAttribute('aria-busy', 'true');
    release();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const [first, second] = within(list).getAllByRole('button');
    expect(first).toHaveTextContent(/^Unread: Notice 1What happened 11 minute ago · \d\d\/\d\d\/\d{4} \d{1,2}:\d\d (AM|PM)$/);
    expect(second).toHaveTextContent(/^Notice 2What happened 22 minutes ago/);
    expect(within(first).getByText('Notice 1', { exact: false })).toHaveStyle({ fontWeight: 700 });
    expect(within(first).getByTestId('unread-dot')).toBeInTheDocument();
    expect(within(second).queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(screen.getByText('1 unread of 2')).toBeInTheDocument();
  });

  it('marks one read when it is opened, then goes to its link', async () => {
    const calls = answerNotifications([notice(1), notice(2, { link: null })]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Notice 1/ }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/engineer/my-work/details-page/41'));
    expect(calls).toEqual([{ method: 'PATCH', path: NOTIFICATION_ENDPOINTS.READ, body: { id: 1 } }]);
    await waitFor(() => expect(item('Notice 1')).not.toHaveTextContent('Unread'));

    // Without a link it is only marked read.
    await user.click(item('Notice 2'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(router.push).toHaveBeenCalledTimes(1);
  });

  it('marks all read', async () => {
    const calls = answerNotifications([notice(1), notice(2)]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All notifications marked as read.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Unread:/)).not.toBeInTheDocument());
    expect(calls).toEqual([{ method: 'PATCH', path: NOTIFICATION_ENDPOINTS.READ_ALL }]);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('clears all after asking, leaving the empty state', async () => {
    const calls = answerNotifications([notice(1), notice(2, { is_read: true })]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Clear all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear all notifications?' });
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear all' }));
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.getByText('All notifications cleared.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([{ method: 'PATCH', path: NOTIFICATION_ENDPOINTS.CLEAR_ALL }]);
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();
  });

  it('pages through older notifications', async () => {
    answerNotifications(Array.from({ length: 12 }, (_unused, index) => notice(index + 1)));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('button', { name: /Notice 10\b/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('button', { name: /Notice 12/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notice 1\b/ })).not.toBeInTheDocument();
  });

  it('shows a quiet note, no toast, when they cannot be loaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(apiUrl(NOTIFICATION_ENDPOINTS.LIST), () => HttpResponse.json({ message: 'Database is down' }, { status: 503 })));
    renderPage();
    expect(await screen.findByText('Notifications are not available right now.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Database is down')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Could not load notifications:', 'Database is down');
  });
});
