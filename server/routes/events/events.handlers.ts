import type { RouteHandler } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { MAX_ID } from '@/contracts/primitives';
import { streamPortalEvents } from '../../domain/live/stream-portal-events';
import type { AppEnv } from '../../lib/create-router';
import { describeError } from '../../lib/describe-error';
import { getLiveHub } from '../../lib/live/get-live-hub';
import { logger } from '../../lib/logger';
import { getShutdownSignal } from '../../lib/shutdown-signal';
import type * as routes from './events.routes';

type Handler = RouteHandler<typeof routes.events, AppEnv>;

/** `last_event_id` wins; a header that is not a whole number is ignored (it is the browser's, not the caller's, input). */
function readLastEventId(query: number | undefined, header: string | undefined): number | null {
  if (query !== undefined) return query;
  return header && /^\d{1,10}$/.test(header.trim()) && Number(header.trim()) <= MAX_ID ? Number(header.trim()) : null;
}

/** The token requireAuth accepted, kept to re-check it while the stream is open. */
const bearerToken = (authorization: string | undefined) => (authorization ?? '').trim().split(/\s+/)[1] ?? '';

// GET /events – the signed-in user's new notifications as Server-Sent Events
export const events: Handler = async (c) => {
  const { db, user } = c.var;
  const lastEventId = readLastEventId(c.req.valid('query').last_event_id, c.req.valid('header')['last-event-id']);
  const token = bearerToken(c.req.header('authorization'));
  // Refused (429) before the stream starts when the address holds too many; may close the user's oldest.
  const slot = c.var.liveStreams.open({ userId: user.id, address: c.var.clientAddress });
  const response = streamSSE(c, async (stream) => {
    const gone = new AbortController();
    stream.onAbort(() => gone.abort());
    c.req.raw.signal.addEventListener('abort', () => gone.abort(), { once: true });
    try {
      await streamPortalEvents({
        db,
        hub: getLiveHub(db),
        userId: user.id,
        token,
        lastEventId,
        // A server shutting down ends its streams (the browser reconnects elsewhere) so it can drain.
        signal: AbortSignal.any([gone.signal, slot.signal, getShutdownSignal()]),
        send: ({ event, id, data }) => stream.writeSSE({ event, id: String(id), data: JSON.stringify(data) }),
        heartbeat: () => stream.write(': ping\n\n'),
      });
    } catch (error) {
      // The stream just ends (the client reconnects); the reason stays in the log, not in the stream.
      logger.error({ requestId: c.get('requestId'), error: describeError(error) }, 'an event stream failed');
    } finally {
      slot.release();
    }
  });
  // No proxy (nginx) buffering and no compression (Next compresses unless told no-transform): each event goes out at once.
  response.headers.set('Cache-Control', 'no-cache, no-transform');
  response.headers.set('X-Accel-Buffering', 'no');
  return response as never;
};
