import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenWithMsw } from '@/components/test/mswServer';
import type { LiveEvent } from '@/contracts/notifications';
import { answerEventStreams } from '@/store/live/sseTestStream';
import { connectLiveEvents } from './liveEvents';

listenWithMsw();

let stop: (() => void) | undefined;
afterEach(() => stop?.());

function connect() {
  const events: LiveEvent[] = [];
  const readies: boolean[] = [];
  stop = connectLiveEvents({
    retry: { firstMs: 1, maxMs: 5 },
    onEvent: (event) => events.push(event),
    onReady: ({ isReconnect }) => readies.push(isReconnect),
  });
  return { events, readies };
}

describe('connectLiveEvents', () => {
  it('reads events with the session cookie (no bearer header), and reconnects after a drop from the last id seen', async () => {
    const streams = answerEventStreams();
    const { events, readies } = connect();
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0].request.headers.get('authorization')).toBeNull();
    expect(streams[0].request.credentials).toBe('same-origin');
    expect(new URL(streams[0].request.url).searchParams.has('last_event_id')).toBe(false);

    streams[0].send('ready', 5, {});
    await vi.waitFor(() => expect(readies).toEqual([false]));
    streams[0].send('notification', 6, { id: 6, kind: 'assign', assignment_id: 12 });
    await vi.waitFor(() => expect(events).toEqual([{ id: 6, kind: 'assign', assignment_id: 12 }]));

    streams[0].end();
    await vi.waitFor(() => expect(streams).toHaveLength(2));
    expect(new URL(streams[1].request.url).searchParams.get('last_event_id')).toBe('6');
    streams[1].send('notification', 7, { id: 7, kind: 'message', assignment_id: 12 });
    streams[1].send('ready', 7, {});
    await vi.waitFor(() => expect(readies).toEqual([false, true]));
    expect(events.map((event) => event.id)).toEqual([6, 7]);
  });

  it('asks at low priority: an open stream is not part of the page load (a High request in flight keeps a page "loading")', async () => {
    const fetches = vi.spyOn(globalThis, 'fetch');
    const streams = answerEventStreams();
    connect();
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    expect(fetches.mock.calls[0]?.[1]).toMatchObject({ priority: 'low' });
    fetches.mockRestore();
  });

  it('skips data it cannot read', async () => {
    const streams = answerEventStreams();
    const { events } = connect();
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    streams[0].send('notification', 8, { id: 'eight' });
    streams[0].send('notification', 9, { id: 9, kind: 'future-kind', assignment_id: null });
    await vi.waitFor(() => expect(events).toEqual([{ id: 9, kind: 'future-kind', assignment_id: null }]));
  });

  it('hangs up when stopped', async () => {
    const streams = answerEventStreams();
    connect();
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    stop?.();
    await vi.waitFor(() => expect(streams[0].request.signal.aborted).toBe(true));
  });
});
