import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { SAVED_SEARCH_ALERT_CHANNEL } from '../../db/notify-channels';
import { savedSearchAlertQueue } from '../../db/schema';

type QueueSavedSearchAlertsOptions = { assignmentIds: readonly number[] };

/**
 * Queues just posted (or just opened) orders for the saved-search alert matching, in the caller's
 * transaction: the order and its turn to be matched commit together, and the posting does not
 * wait for the matching (alertQueuedSavedSearches does it right after the commit, in one statement).
 */
export async function queueSavedSearchAlerts(tx: Database, { assignmentIds }: QueueSavedSearchAlertsOptions): Promise<void> {
  const ids = [...new Set(assignmentIds)];
  if (!ids.length) return;
  // One statement: the rows (the ids as one array parameter, however many an import posts) and the wake-up, sent at commit.
  await tx.execute(sql`
    with queued as (
      insert into ${savedSearchAlertQueue} (assignment_id)
      select unnest(${`{${ids.join(',')}}`}::int[])
      on conflict do nothing)
    select pg_notify(${SAVED_SEARCH_ALERT_CHANNEL}, '')`);
}
