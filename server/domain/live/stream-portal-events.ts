import { randomUUID } from 'node:crypto';
import { LIVE_EVENT, type LiveEvent } from '@/contracts/notifications';
import type { Database } from '../../db/client';
import { describeError } from '../../lib/describe-error';
import { createEventInbox } from '../../lib/live/event-inbox';
import type { LiveHub } from '../../lib/live/live-hub';
import type { PortalEvent } from '../../lib/live/portal-event';
import { logger } from '../../lib/logger';
import { hashSecret } from '../../lib/secrets';
import { findTokenUser } from '../auth/find-token-user';
import { findLatestNotificationId } from '../notifications/find-latest-notification-id';
import { listNotificationEvents } from '../notifications/list-notification-events';
import { announceLiveStream } from './announce-live-stream';

/** A comment line this often keeps proxies from closing an idle stream, and re-checks the token (it may have expired). */
export const LIVE_HEARTBEAT_MS = 20_000;

/** How many sent ids a stream remembers to drop an event that both the catch-up and the listener bring. */
const REMEMBERED_IDS = 500;

/** One message of the stream: its SSE event name, id (the cursor) and data. */
export type LiveMessage = { event: typeof LIVE_EVENT.NOTIFICATION; id: number; data: LiveEvent } | { event: typeof LIVE_EVENT.READY; id: number; data: Record<string, never> };

type StreamPortalEventsOptions = {
  db: Database;
  hub: LiveHub;
  userId: number;
  /** The bearer token that opened the stream: once it is revoked (announced at once) or expired, the stream ends. */
  token: string;
  /** The last notification id the client saw: what came after it is sent first. */
  lastEventId: number | null;
  send: (message: LiveMessage) => Promise<unknown>;
  heartbeat: () => Promise<unknown>;
  /** Aborted when the client goes away. */
  signal: AbortSignal;
  heartbeatMs?: number;
};

const toMessage = (event: PortalEvent): LiveMessage => ({
  event: LIVE_EVENT.NOTIFICATION,
  id: event.id,
  data: { id: event.id, kind: event.kind, assignment_id: event.assignmentId },
});

const isSignedIn = (db: Database, tokenHash: string) => findTokenUser({ db, tokenHash }).then(() => true, () => false);

/**
 * Feeds one client's event stream until it goes away or its token stops working. It subscribes
 * before it reads the table, so nothing committed in between is lost: first what the client
 * missed (after `lastEventId`), then `ready` (its id is where the client stands), then each
 * new notification as the listener hears of it; after the listener had to reconnect, the
 * table again. An event both paths bring is sent once. When the user's tokens are revoked on
 * any instance (sign-out, block, password change, deletion), the listener hears of it and the
 * stream checks its token at once, rather than at the next heartbeat. Each stream announces
 * itself to every instance once it listens (and again when it ends), and ends when the user's
 * newer streams, wherever they are, take its place (LIVE_STREAMS_PER_USER, see createLiveHub).
 */
export async function streamPortalEvents({ db, hub, userId, token, lastEventId, send, heartbeat, signal, heartbeatMs = LIVE_HEARTBEAT_MS }: StreamPortalEventsOptions): Promise<void> {
  const tokenHash = hashSecret(token);
  const inbox = createEventInbox();
  const stream = { userId, streamId: randomUUID() };
  let isEvicted = false;
  const evict = () => {
    isEvicted = true;
    inbox.interrupt();
  };
  const subscription = hub.subscribe(userId, { onEvent: inbox.push, onRevoked: inbox.recheck, onResync: inbox.resync, streamId: stream.streamId, onEvicted: evict });
  let isAnnounced = false;
  const beat = setInterval(inbox.heartbeat, heartbeatMs);
  signal.addEventListener('abort', inbox.interrupt);
  const sent = new Set<number>();
  let cursor = lastEventId ?? 0;

  const deliver = async (event: PortalEvent) => {
    if (sent.has(event.id)) return;
    sent.add(event.id);
    if (sent.size > REMEMBERED_IDS) sent.delete(sent.values().next().value!);
    cursor = Math.max(cursor, event.id);
    await send(toMessage(event));
  };
  const catchUp = async () => {
    for (const event of await listNotificationEvents({ db, userId, afterId: cursor })) await deliver(event);
  };

  try {
    await subscription.ready;
    // A revocation committed before the listener heard of this stream was announced to nobody.
    if (!(await isSignedIn(db, tokenHash))) return;
    await announceLiveStream({ db, change: 'opened', stream });
    isAnnounced = true;
    if (lastEventId === null) cursor = await findLatestNotificationId({ db, userId });
    else await catchUp();
    await send({ event: LIVE_EVENT.READY, id: cursor, data: {} });
    while (!signal.aborted && !isEvicted) {
      const { events, resync, heartbeat: isDue, recheck } = await inbox.take();
      if (signal.aborted || isEvicted) break;
      // After a reconnect the listener may also have missed a revocation.
      if ((recheck || resync || isDue) && !(await isSignedIn(db, tokenHash))) break;
      if (resync) await catchUp();
      for (const event of events) await deliver(event);
      if (isDue) await heartbeat();
    }
  } finally {
    clearInterval(beat);
    signal.removeEventListener('abort', inbox.interrupt);
    subscription.unsubscribe();
    if (isAnnounced) {
      // Without it the other instances count the stream until a newer one pushes it out of their list.
      await announceLiveStream({ db, change: 'closed', stream }).catch((error: unknown) =>
        logger.warn({ userId, error: describeError(error) }, 'could not announce a closed live stream'),
      );
    }
  }
}
