import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { COMPANY_ASSIGNMENT_ENDPOINTS, NOTIFICATION_ENDPOINTS } from '@/constants';
import { notificationsApi } from '@/store/api/notificationsApi';
import { workOrdersApi } from '@/store/api/workOrdersApi';
import { makeStore } from '@/store/makeStore';
import { noopStorage } from '@/store/persistStorage';
import { answerEventStreams } from './sseTestStream';
import { startLiveUpdates } from './startLiveUpdates';

listenWithMsw();

let stop: (() => void) | undefined;
afterEach(() => stop?.());

/** Counts the GETs of the notifications and of two orders' details. */
function answerReads() {
  const reads = { notifications: 0, order7: 0, order8: 0 };
  server.use(
    http.get(apiUrl(NOTIFICATION_ENDPOINTS.LIST), () => {
      reads.notifications += 1;
      return HttpResponse.json({ message: 'OK', data: { total_count: 0, unread_count: 0, data: [] } });
    }),
    http.get(apiUrl(COMPANY_ASSIGNMENT_ENDPOINTS.DETAILS), ({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      if (id === '7') reads.order7 += 1;
      if (id === '8') reads.order8 += 1;
      return HttpResponse.json({ message: 'OK', data: { id: Number(id) } });
    }),
  );
  return reads;
}

describe('startLiveUpdates', () => {
  it('refreshes what each event changed, and after a reconnect everything open', async () => {
    const reads = answerReads();
    const streams = answerEventStreams();
    const store = makeStore({ storage: noopStorage });
    const subscriptions = [
      store.dispatch(notificationsApi.endpoints.getNotifications.initiate()),
      store.dispatch(workOrdersApi.endpoints.getWorkOrder.initiate({ id: 7 })),
      store.dispatch(workOrdersApi.endpoints.getWorkOrder.initiate({ id: 8 })),
    ];
    await vi.waitFor(() => expect(reads).toEqual({ notifications: 1, order7: 1, order8: 1 }));

    stop = startLiveUpdates({ dispatch: store.dispatch, retry: { firstMs: 1, maxMs: 5 } });
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    // The first ready fetches the notifications again: one may have come before the stream opened.
    streams[0].send('ready', 3, {});
    await vi.waitFor(() => expect(reads.notifications).toBe(2));

    streams[0].send('notification', 4, { id: 4, kind: 'confirmSchedule', assignment_id: 7 });
    await vi.waitFor(() => expect(reads).toEqual({ notifications: 3, order7: 2, order8: 1 }));

    streams[0].end();
    await vi.waitFor(() => expect(streams).toHaveLength(2));
    streams[1].send('ready', 4, {});
    await vi.waitFor(() => expect(reads).toEqual({ notifications: 4, order7: 3, order8: 2 }));
    subscriptions.forEach((subscription) => subscription.unsubscribe());
  });
});
