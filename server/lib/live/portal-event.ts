import { z } from 'zod';
import { PORTAL_EVENTS_CHANNEL } from '../../db/notify-channels';
import { logger } from '../logger';
import type { LiveSourceHandlers } from './live-hub';

// What every process reads on the `portal_events` channel: the notifications trigger
// (migration 0004) announces each new notification, revokeAuthTokens each revocation, both on
// commit, and each process each live stream it opens and closes (announceLiveStream).

/** A new notification: whose it is, what happened and which work order it is about. */
export type PortalEvent = { id: number; userId: number; kind: string; assignmentId: number | null };

const eventSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  kind: z.string(),
  assignment_id: z.number().int().nullable(),
});

/** Some of a user's tokens were revoked: the streams opened with them end. */
const revokedSchema = z.object({ revoked_user_id: z.number().int() });

/** The NOTIFY payload that announces a revocation of `userId`'s tokens. */
export const tokensRevokedPayload = (userId: number) => JSON.stringify({ revoked_user_id: userId } satisfies z.infer<typeof revokedSchema>);

/** A live stream of a user opened or closed on some process. */
export type AnnouncedStream = { userId: number; streamId: string };
export type LiveStreamChange = 'opened' | 'closed';

const streamSchema = z.object({ live_stream: z.object({ change: z.enum(['opened', 'closed']), user_id: z.number().int(), stream_id: z.string().min(1).max(64) }) });

/** The NOTIFY payload that announces a live stream opened or closed. */
export const liveStreamPayload = (change: LiveStreamChange, { userId, streamId }: AnnouncedStream) =>
  JSON.stringify({ live_stream: { change, user_id: userId, stream_id: streamId } } satisfies z.infer<typeof streamSchema>);

/**
 * Hands a NOTIFY payload to the handler it is for; anything else is ignored with a warning,
 * so one bad payload never stops the listener.
 */
export function dispatchPortalPayload(
  payload: string | undefined,
  { onEvent, onRevoked, onStreamOpened, onStreamClosed }: Pick<LiveSourceHandlers, 'onEvent' | 'onRevoked' | 'onStreamOpened' | 'onStreamClosed'>,
): void {
  const json = readJson(payload);
  const revoked = revokedSchema.safeParse(json);
  if (revoked.success) return onRevoked(revoked.data.revoked_user_id);
  const stream = streamSchema.safeParse(json);
  if (stream.success) {
    const { change, user_id: userId, stream_id: streamId } = stream.data.live_stream;
    return (change === 'opened' ? onStreamOpened : onStreamClosed)({ userId, streamId });
  }
  const event = eventSchema.safeParse(json);
  if (event.success) {
    const { id, user_id, kind, assignment_id } = event.data;
    return onEvent({ id, userId: user_id, kind, assignmentId: assignment_id });
  }
  logger.warn({ channel: PORTAL_EVENTS_CHANNEL, payload: String(payload).slice(0, 200) }, 'ignored a payload that is not an event');
}

function readJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
}
