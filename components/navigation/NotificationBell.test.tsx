import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AppShell from '@/components/layout/AppShell';
import { FORM_TEST_TIMEOUT_MS } from '@/components/test/fillField';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { NOTIFICATION_ENDPOINTS } from '@/constants';
import { answerEventStreams } from '@/store/live/sseTestStream';
import NotificationBell from './NotificationBell';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
afterEach(() => vi.restoreAllMocks());

/** The unread count the API answers, changeable between calls. */
function answerUnread(initial: number) {
  const state = { unread: initial };
  server.use(
    http.get(apiUrl(NOTIFICATION_ENDPOINTS.LIST), () =>
      HttpResponse.json({ message: 'OK', data: { total_count: state.unread, unread_count: state.unread, data: [] } }),
    ),
  );
  return state;
}

const signedIn = { session: makeSession('field_engineer'), preloadedState: signedInState('field_engineer') };

describe('the notification bell', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it.each([
    [99, '99'],
    [100, '99+'],
  ])('shows %i unread as %s', async (unread, shown) => {
    answerUnread(unread);
    renderWithProviders(<NotificationBell role="field_engineer" />, signedIn);
    expect(await screen.findByRole('link', { name: `Notifications, ${shown} unread` })).toHaveTextContent(shown);
  });

  it('only logs a failed fetch: no toast, no badge', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(apiUrl(NOTIFICATION_ENDPOINTS.LIST), () => HttpResponse.json({ message: 'Database is down' }, { status: 503 })));
    renderWithProviders(<NotificationBell role="field_engineer" />, signedIn);
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Could not load notifications:', 'Database is down'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Database is down')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('counts up when a live event says a notification arrived, without a reload', async () => {
    const api = answerUnread(1);
    const streams = answerEventStreams();
    renderWithProviders(
      <AppShell role="field_engineer">
        <p>My work</p>
      </AppShell>,
      signedIn,
    );
    // The rail's bell (a phone's bar has one too; the width decides which shows).
    const rail = async () => within(await screen.findByRole('navigation'));
    expect(await (await rail()).findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await waitFor(() => expect(streams).toHaveLength(1));
    // The session cookie authenticates the stream; no page script holds a bearer token.
    expect(streams[0].request.headers.get('authorization')).toBeNull();
    streams[0].send('ready', 10, {});

    api.unread = 2;
    streams[0].send('notification', 11, { id: 11, kind: 'assign', assignment_id: 5 });
    expect(await (await rail()).findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
