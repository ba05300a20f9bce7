import type { Database } from '../../db/client';
import { savedSearchAlertQueue } from '../../db/schema';

type QueueSavedSearchAlertsOptions = { assignmentIds: readonly number[] };

/**
 * Queues just posted (or just opened) orders for the saved-search alert matching, in the caller's
 * transaction: the order and its turn to be matched commit together, and the posting does not
 * wait for the matching (alertQueuedSavedSearches does it after the commit, in one statement).
 */
export async function queueSavedSearchAlerts(tx: Database, { assignmentIds }: QueueSavedSearchAlertsOptions): Promise<void> {
  const ids = [...new Set(assignmentIds)];
  if (!ids.length) return;
  await tx
    .insert(savedSearchAlertQueue)
    .values(ids.map((assignmentId) => ({ assignmentId })))
    .onConflictDoNothing();
}
