import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, server, listenWithMsw } from '@/components/test/mswServer';
import { logout } from './authSlice';
import { makeStore } from './makeStore';
import {
  fetchNotifications,
  markNotificationRead,
  selectNotifications,
  selectNotificationsError,
  selectNotificationsStatus,
  selectUnreadCount,
} from './notificationsSlice';
import { noopStorage } from './persistStorage';

listenWithMsw();

const item = (id: number, is_read = false) => ({ id, title: `T${id}`, body: 'b', link: null, is_read, created_at: '2026-01-01T00:00:00Z' });

describe('notificationsSlice', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('loads a page of notifications with the unread count', async () => {
    let query = '';
    server.use(
      http.get(apiUrl('/get-notifications'), ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ message: 'ok', data: { total_count: 2, unread_count: 1, data: [item(1), item(2, true)] } });
      }),
    );
    const store = makeStore({ storage: noopStorage });
    const pending = store.dispatch(fetchNotifications({ page: 1, per_page: 10 }));
    expect(selectNotificationsStatus(store.getState())).toBe('loading');
    await pending;
    expect(query).toBe('?page=1&per_page=10');
    expect(selectNotificationsStatus(store.getState())).toBe('succeeded');
    expect(selectUnreadCount(store.getState())).toBe(1);
    expect(selectNotifications(store.getState())).toHaveLength(2);

    store.dispatch(markNotificationRead(1));
    expect(selectUnreadCount(store.getState())).toBe(0);
  });

  it('reads an empty answer as no notifications', async () => {
    server.use(http.get(apiUrl('/get-notifications'), () => new HttpResponse(null, { status: 204 })));
    const store = makeStore({ storage: noopStorage });
    await store.dispatch(fetchNotifications());
    expect(selectUnreadCount(store.getState())).toBe(0);
    expect(selectNotifications(store.getState())).toEqual([]);
    expect(selectNotificationsStatus(store.getState())).toBe('succeeded');
  });

  it('only logs a failure, keeping its message in state', async () => {
    server.use(http.get(apiUrl('/get-notifications'), () => HttpResponse.json({ message: 'Database is down' }, { status: 503 })));
    const store = makeStore({ storage: noopStorage });
    await store.dispatch(fetchNotifications());
    expect(selectNotificationsStatus(store.getState())).toBe('failed');
    expect(selectNotificationsError(store.getState())).toBe('Database is down');
    expect(console.error).toHaveBeenCalledWith('Could not load notifications:', 'Database is down');
  });

  it('empties on logout', async () => {
    server.use(http.get(apiUrl('/get-notifications'), () => HttpResponse.json({ message: 'ok', data: { total_count: 1, unread_count: 1, data: [item(1)] } })));
    const store = makeStore({ storage: noopStorage });
    await store.dispatch(fetchNotifications());
    store.dispatch(logout());
    expect(store.getState().notifications).toEqual({ items: [], totalCount: 0, unreadCount: 0, status: 'idle', error: null });
  });
});
