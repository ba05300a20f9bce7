import { z } from 'zod';
import { logger } from '../logger';
import type { LiveSourceHandlers } from './live-hub';

// What every process reads on the `portal_events` channel: the notifications trigger
// (migration 0004) announces each new notification, and revokeAuthTokens each revocation,
// both on commit.

/** The PostgreSQL channel of the `announce_notification` trigger and of revocations. */
export const PORTAL_EVENTS_CHANNEL = 'portal_events';

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

/**
 * Hands a NOTIFY payload to the handler it is for; anything else is ignored with a warning,
 * so one bad payload never stops the listener.
 */
export function dispatchPortalPayload(payload: string | undefined, { onEvent, onRevoked }: Pick<LiveSourceHandlers, 'onEvent' | 'onRevoked'>): void {
  const json = readJson(payload);
  const revoked = revokedSchema.safeParse(json);
  if (revoked.success) return onRevoked(revoked.data.revoked_user_id);
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
