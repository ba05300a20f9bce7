import { ORDER_EVENTS, type AssignmentEvent } from '@/constants';
import type { Database } from '../../db/client';
import { assignmentLogs } from '../../db/schema';
import type { RecordedOrderEvent } from './recorded-order-event';

/** One row of the order's history, in the event code set (constants ASSIGNMENT_EVENT), when the event is logged. */
export async function writeLogEntry(tx: Database, { event, order, by, note = null }: RecordedOrderEvent): Promise<void> {
  const { log } = ORDER_EVENTS[event];
  if (log === null) return;
  const code: AssignmentEvent = log === 'status' ? `${order.status}` : log;
  await tx.insert(assignmentLogs).values({ assignmentId: order.id, userId: by.userId, event: code, note });
}
