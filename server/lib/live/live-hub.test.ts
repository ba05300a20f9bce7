import { describe, expect, it } from 'vitest';
import { createLiveHub, type LiveSourceHandlers } from './live-hub';
import { dispatchPortalPayload, liveStreamPayload } from './portal-event';

// The per-user count of live streams across processes, with a hand-driven source: the order of
// the announcements decides which stream is the oldest.

async function startHub(streamsPerUser: number) {
  let handlers: LiveSourceHandlers | undefined;
  const hub = createLiveHub({ start: async (next) => void (handlers = next), stop: async () => undefined }, { streamsPerUser });
  const evicted: string[] = [];
  const open = async (userId: number, streamId: string) => {
    const subscription = hub.subscribe(userId, { onEvent: () => undefined, onRevoked: () => undefined, onResync: () => undefined, streamId, onEvicted: () => evicted.push(streamId) });
    await subscription.ready;
    return subscription;
  };
  /** What the listener hears: the NOTIFY payload any process sent. */
  const hear = (change: 'opened' | 'closed', userId: number, streamId: string) => dispatchPortalPayload(liveStreamPayload(change, { userId, streamId }), handlers!);
  return { hub, open, hear, evicted, source: () => handlers! };
}

describe('live streams per user across processes', () => {
  it('ends its own stream when it is the oldest announced one past the limit, and only then', async () => {
    const { open, hear, evicted } = await startHub(2);
    await open(1, 'mine');
    hear('opened', 1, 'mine');
    hear('opened', 1, 'elsewhere-1');
    expect(evicted).toEqual([]);
    hear('opened', 2, 'other-user');
    hear('opened', 1, 'elsewhere-1'); // heard twice, counted once
    expect(evicted).toEqual([]);
    hear('opened', 1, 'elsewhere-2');
    expect(evicted).toEqual(['mine']);
  });

  it('drops another process’s oldest stream without a word, and frees a place when a stream closes', async () => {
    const { open, hear, evicted } = await startHub(2);
    await open(1, 'mine');
    hear('opened', 1, 'elsewhere-1');
    hear('opened', 1, 'mine');
    hear('opened', 1, 'elsewhere-2');
    expect(evicted).toEqual([]);
    hear('closed', 1, 'elsewhere-2');
    hear('opened', 1, 'elsewhere-3');
    expect(evicted).toEqual([]);
    hear('opened', 1, 'elsewhere-4');
    expect(evicted).toEqual(['mine']);
  });

  it('forgets its own stream once it unsubscribes, and after a resync trusts only its own streams', async () => {
    const { open, hear, evicted, source } = await startHub(2);
    const gone = await open(1, 'gone');
    hear('opened', 1, 'gone');
    await open(1, 'mine');
    hear('opened', 1, 'mine');
    gone.unsubscribe();
    hear('opened', 1, 'elsewhere-1');
    expect(evicted).toEqual([]);

    // Announcements were lost: what it knew of elsewhere-1 is forgotten, its own stream kept.
    source().onResync();
    hear('opened', 1, 'elsewhere-2');
    expect(evicted).toEqual([]);
    hear('opened', 1, 'elsewhere-3');
    expect(evicted).toEqual(['mine']);
  });
});
