import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import type { PortalEvent } from '../../lib/live/portal-event';

/** More missed events than this are not replayed one by one: the portal refreshes its pages on reconnecting anyway. */
export const CATCH_UP_LIMIT = 100;

type ListNotificationEventsOptions = { db: Database; userId: number; afterId: number; limit?: number };

/** The user's notifications after `afterId` (the newest `limit` of them), oldest first, as live events: what a reconnecting page missed. */
export async function listNotificationEvents({ db, userId, afterId, limit = CATCH_UP_LIMIT }: ListNotificationEventsOptions): Promise<PortalEvent[]> {
  const rows = await db
    .select({ id: notifications.id, userId: notifications.userId, kind: notifications.kind, assignmentId: notifications.assignmentId })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.id, afterId)))
    .orderBy(desc(notifications.id))
    .limit(limit);
  return rows.reverse();
}
