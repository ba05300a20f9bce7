import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, server, listenWithMsw } from '@/components/test/mswServer';
import { login } from '../authSlice';
import { makeStore } from '../makeStore';
import { noopStorage } from '../persistStorage';
import { notificationsApi } from './notificationsApi';

listenWithMsw();

const item = (id: number, is_read = false) => ({ id, title: `T${id}`, body: 'b', link: null, is_read, created_at: '2026-01-01T00:00:00Z' });

const PAGE = { page: 1, per_page: 10 };
const { getNotifications, readNotification } = notificationsApi.endpoints;
const newStore = () => makeStore({ storage: noopStorage });

describe('notifications endpoints', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('loads a page of notifications with the unread count, and marks one read', async () => {
    let query = '';
    const items = [item(1), item(2, true)];
    server.use(
      http.get(apiUrl('/get-notifications'), ({ request }) => {
        query = new URL(request.url).search;
        const unread = items.filter((notification) => !notification.is_read).length;
        return HttpResponse.json({ message: 'ok', data: { total_count: items.length, unread_count: unread, data: items } });
      }),
      http.patch(apiUrl('/read-notification'), async ({ request }) => {
        const { id } = (await request.json()) as { id: number };
        items.forEach((notification) => notification.id === id && (notification.is_read = true));
        return HttpResponse.json({ message: 'ok', data: null });
      }),
    );
    const store = newStore();
    const select = getNotifications.select(PAGE);
    const pending = store.dispatch(getNotifications.initiate(PAGE));
    expect(select(store.getState()).isLoading).toBe(true);
    await pending;
    expect(query).toBe('?page=1&per_page=10');
    expect(select(store.getState()).isSuccess).toBe(true);
    expect(select(store.getState()).data?.unread_count).toBe(1);
    expect(select(store.getState()).data?.data).toHaveLength(2);

    await store.dispatch(readNotification.initiate(1));
    await vi.waitFor(() => expect(select(store.getState()).data?.unread_count).toBe(0));
    pending.unsubscribe();
  });

  it('reads an empty answer as no notifications', async () => {
    server.use(http.get(apiUrl('/get-notifications'), () => new HttpResponse(null, { status: 204 })));
    const store = newStore();
    const { data, isSuccess } = await store.dispatch(getNotifications.initiate());
    expect(data?.unread_count).toBe(0);
    expect(data?.data).toEqual([]);
    expect(isSuccess).toBe(true);
  });

  it('only logs a failure, keeping its message in state', async () => {
    server.use(http.get(apiUrl('/get-notifications'), () => HttpResponse.json({ message: 'Database is down' }, { status: 503 })));
    const store = newStore();
    await store.dispatch(getNotifications.initiate());
    const result = getNotifications.select()(store.getState());
    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({ message: 'Database is down' });
    expect(console.error).toHaveBeenCalledWith('Could not load notifications:', 'Database is down');
  });

  it('forgets them when another user signs in', async () => {
    server.use(http.get(apiUrl('/get-notifications'), () => HttpResponse.json({ message: 'ok', data: { total_count: 1, unread_count: 1, data: [item(1)] } })));
    const store = newStore();
    await store.dispatch(getNotifications.initiate());
    store.dispatch(login({ name: 'Cody Brooks', token: 'other' }));
    expect(getNotifications.select()(store.getState()).data).toBeUndefined();
  });
});
