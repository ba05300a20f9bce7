import { z } from 'zod';
import { logger } from '../logger';

// What the notifications trigger (migration 0004) announces on commit, as every process reads it.

/** The PostgreSQL channel of the `announce_notification` trigger. */
export const PORTAL_EVENTS_CHANNEL = 'portal_events';

/** A new notification: whose it is, what happened and which work order it is about. */
export type PortalEvent = { id: number; userId: number; kind: string; assignmentId: number | null };

const payloadSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  kind: z.string(),
  assignment_id: z.number().int().nullable(),
});

/** The event in a NOTIFY payload; null (and a warning) for anything else, so one bad payload never stops the listener. */
export function parsePortalEvent(payload: string | undefined): PortalEvent | null {
  const parsed = payloadSchema.safeParse(readJson(payload));
  if (!parsed.success) {
    logger.warn({ channel: PORTAL_EVENTS_CHANNEL, payload: String(payload).slice(0, 200) }, 'ignored a payload that is not an event');
    return null;
  }
  const { id, user_id, kind, assignment_id } = parsed.data;
  return { id, userId: user_id, kind, assignmentId: assignment_id };
}

function readJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
}
