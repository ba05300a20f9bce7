import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignments, type AssignmentRow } from '../../db/schema';
import { logger } from '../../lib/logger';
import { recordOrderEvent } from '../events/record-order-event';
import { queueSavedSearchAlerts } from '../saved-searches/queue-saved-search-alerts';

type SweepRoutedOrdersOptions = { db: Database; now?: Date; limit?: number };

export const ROUTING_SWEEP_BATCH = 100;

type Opened = { id: number; status: AssignmentRow['status']; company_id: number; created_by: number; assigned_engineer_id: number | null };

/**
 * Opens to everyone the orders whose routing window is over: one UPDATE … WHERE routed_until <= now
 * RETURNING decides which (claimed with FOR UPDATE SKIP LOCKED on the partial index), so sweeps
 * running at once each open an order at most once between them. An order still open gets its log
 * entry (and webhook); one assigned or cancelled meanwhile only has its routing cleared. Answers the ids opened.
 */
export async function sweepRoutedOrders(options: SweepRoutedOrdersOptions): Promise<number[]> {
  return (await sweepBatch(options)).opened;
}

async function sweepBatch({ db, now = new Date(), limit = ROUTING_SWEEP_BATCH }: SweepRoutedOrdersOptions): Promise<{ opened: number[]; swept: number }> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      update ${assignments} set route_pool_id = null, offered_engineer_id = null, routed_until = null
      where ${assignments.id} in (
        select ${assignments.id} from ${assignments}
        where ${assignments.routedUntil} <= ${now.toISOString()}::timestamptz
        order by ${assignments.routedUntil}
        limit ${limit}
        for update skip locked
      )
      and ${assignments.routedUntil} is not null
      returning id, status, company_id, created_by, assigned_engineer_id`);
    const rows = (result as unknown as { rows: Opened[] }).rows;
    const opened: number[] = [];
    for (const row of rows) {
      if (Number(row.status) !== 0) continue;
      const order = { id: row.id, status: row.status, companyId: row.company_id, createdBy: row.created_by, assignedEngineerId: row.assigned_engineer_id };
      await recordOrderEvent(tx, { event: 'openedToEveryone', order, by: { actor: 'system', userId: null }, note: 'Opened to everyone: the routing window ended' });
      opened.push(row.id);
    }
    await queueSavedSearchAlerts(tx, { assignmentIds: opened });
    return { opened, swept: rows.length };
  });
}

/** The periodic job: opens every order whose routing window ended, a batch at a time, and logs which. */
export async function openAllDueRoutedOrders(db: Database): Promise<void> {
  let batch: { opened: number[]; swept: number };
  do {
    batch = await sweepBatch({ db });
    if (batch.opened.length) logger.info({ assignmentIds: batch.opened }, 'routed work orders opened to everyone');
  } while (batch.swept === ROUTING_SWEEP_BATCH);
}
