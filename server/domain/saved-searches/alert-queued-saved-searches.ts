import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { savedSearchAlertQueue } from '../../db/schema';
import { alertSavedSearches } from './alert-saved-searches';

type AlertQueuedSavedSearchesOptions = { db: Database; limit?: number };

/** Orders matched per transaction: an import of thousands is matched in a few statements, none of them long. */
const ORDERS_PER_BATCH = 100;

/**
 * The saved-search alert job: takes queued orders off the queue and matches them, one statement
 * per batch (alertSavedSearches), in the same transaction as the taking, so a failed match leaves
 * them queued. Any number of instances may run it at once: each batch is claimed with SKIP
 * LOCKED, so one of them matches each order. Answers the alerts written.
 */
export async function alertQueuedSavedSearches({ db, limit = ORDERS_PER_BATCH }: AlertQueuedSavedSearchesOptions): Promise<{ assignmentId: number; engineerId: number }[]> {
  const told: { assignmentId: number; engineerId: number }[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const claimed = await tx.execute(sql`
        delete from ${savedSearchAlertQueue}
        where ${savedSearchAlertQueue.assignmentId} in (
          select ${savedSearchAlertQueue.assignmentId} from ${savedSearchAlertQueue}
          order by ${savedSearchAlertQueue.queuedAt}
          limit ${limit}
          for update skip locked)
        returning assignment_id`);
      const ids = (claimed as unknown as { rows: { assignment_id: number }[] }).rows.map((row) => Number(row.assignment_id));
      return { count: ids.length, alerts: await alertSavedSearches(tx, { assignmentIds: ids }) };
    });
    told.push(...batch.alerts);
    if (batch.count < limit) return told;
  }
}
