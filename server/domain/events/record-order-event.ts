import type { Database } from '../../db/client';
import type { RecordedOrderEvent } from './recorded-order-event';
import { writeLogEntries, writeLogEntry } from './write-log-entry';
import { writeNotifications } from './write-notifications';
import { writeWebhookOutbox, writeWebhookOutboxes } from '../webhooks/write-webhook-outbox';

export type { RecordedOrderEvent } from './recorded-order-event';

/** What an event leaves behind, each written by one function in the caller's transaction; a new output (a webhook outbox) is one more entry. */
const WRITERS: readonly ((tx: Database, event: RecordedOrderEvent) => Promise<void>)[] = [writeLogEntry, writeNotifications, writeWebhookOutbox];

/**
 * Records something that happened to a work order (constants ORDER_EVENTS) inside the caller's
 * transaction: the log entry, the notifications of those told (mailed as the table says) and the webhook outbox, so
 * they commit or roll back with the change itself; the live events follow from the notifications.
 */
export async function recordOrderEvent(tx: Database, event: RecordedOrderEvent): Promise<void> {
  for (const write of WRITERS) await write(tx, event);
}

/**
 * recordOrderEvent for many events in one transaction (an import's posts), with the same
 * outputs: the log entries in multi-row inserts, the webhook endpoints read once per company,
 * the notifications event by event.
 */
export async function recordOrderEvents(tx: Database, events: readonly RecordedOrderEvent[]): Promise<void> {
  await writeLogEntries(tx, events);
  for (const event of events) await writeNotifications(tx, event);
  await writeWebhookOutboxes(tx, events);
}
