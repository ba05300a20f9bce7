import { ORDER_EVENTS, type AssignmentEvent } from '@/constants';
import type { Database } from '../../db/client';
import { assignmentLogs } from '../../db/schema';
import type { RecordedOrderEvent } from './recorded-order-event';

/** One row of the order's history, in the event code set (constants ASSIGNMENT_EVENT), when the event is logged. */
export async function writeLogEntry(tx: Database, recorded: RecordedOrderEvent): Promise<void> {
  await writeLogEntries(tx, [recorded]);
}

/** The log entries of many events in multi-row inserts (an import's posts). */
export async function writeLogEntries(tx: Database, events: readonly RecordedOrderEvent[]): Promise<void> {
  const rows = events.flatMap(({ event, order, by, note = null, actedAt = null }) => {
    const { log } = ORDER_EVENTS[event];
    if (log === null) return [];
    const code: AssignmentEvent = log === 'status' ? `${order.status}` : log;
    return [{ assignmentId: order.id, userId: by.userId, event: code, note, actedAt }];
  });
  for (let start = 0; start < rows.length; start += LOG_ROWS_PER_INSERT) await tx.insert(assignmentLogs).values(rows.slice(start, start + LOG_ROWS_PER_INSERT));
}

/** Five parameters a row: far under PostgreSQL's 65,535 per statement. */
const LOG_ROWS_PER_INSERT = 5000;
