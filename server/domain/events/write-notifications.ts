import { ORDER_EVENTS, type OrderEvent } from '@/constants';
import type { Database } from '../../db/client';
import { createNotification } from '../notifications/create-notification';
import { findToldUsers } from './find-told-users';
import type { RecordedOrderEvent } from './recorded-order-event';

/** The same notification to each user the event tells, each linked to their own page. */
export async function writeNotifications(tx: Database, recorded: RecordedOrderEvent): Promise<void> {
  const event: OrderEvent = ORDER_EVENTS[recorded.event];
  if (event.kind === null) return;
  if (!recorded.notice) throw new Error(`The event "${recorded.event}" tells someone: give its notice`);
  const assignmentId = event.removesOrder ? null : recorded.order.id;
  for (const { userId, link } of await findToldUsers(tx, event, recorded)) {
    await createNotification({ db: tx, userId, kind: event.kind, assignmentId, ...recorded.notice, link });
  }
}
