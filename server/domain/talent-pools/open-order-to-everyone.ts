import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignments, type AssignmentRow } from '../../db/schema';
import { queueSavedSearchAlerts } from '../saved-searches/queue-saved-search-alerts';
import { recordOrderEvent, type RecordedOrderEvent } from '../events/record-order-event';

/** No routing columns set: the order is open to every engineer. */
export const UNROUTED = { routePoolId: null, offeredEngineerId: null, routedUntil: null } as const;

type OpenOrderOptions = { assignmentId: number; by: RecordedOrderEvent['by']; note: string };

/**
 * Clears a routed order's routing inside the caller's transaction and logs that it opened to
 * everyone, queueing it for the saved-search alerts; null when it was not routed any more (someone else opened it first), so it opens once.
 */
export async function openOrderToEveryone(tx: Database, { assignmentId, by, note }: OpenOrderOptions): Promise<AssignmentRow | null> {
  const [opened] = await tx
    .update(assignments)
    .set(UNROUTED)
    .where(and(eq(assignments.id, assignmentId), isNotNull(assignments.routedUntil)))
    .returning();
  if (!opened) return null;
  await recordOrderEvent(tx, { event: 'openedToEveryone', order: opened, by, note });
  await queueSavedSearchAlerts(tx, { assignmentIds: [opened.id] });
  return opened;
}
