// Webhook events: what an outside system is told, one type per row of the order events table
// (constants/orderEvents.ts `webhook`), plus `ping` sent by "Send test event".

/** Every event type a webhook can subscribe to, grouped as the Integrations page shows them. */
export const WEBHOOK_EVENT_TYPES = [
  'work_order.created',
  'work_order.updated',
  'work_order.deleted',
  'work_order.assigned',
  'work_order.schedule_confirmed',
  'work_order.assignment_confirmed',
  'work_order.checked_in',
  'work_order.check_in_confirmed',
  'work_order.checked_out',
  'work_order.check_out_confirmed',
  'work_order.deliverables_added',
  'work_order.completed',
  'work_order.sent_for_correction',
  'work_order.approved',
  'work_order.paid',
  'work_order.engineer_left',
  'work_order.cancelled',
  'work_order.routed',
  'work_order.opened_to_everyone',
  'work_order.offer_accepted',
  'work_order.offer_declined',
  'application.created',
  'application.withdrawn',
  'application.declined',
  'counter_offer.created',
  'message.created',
  'expense.created',
  'expense.approved',
  'expense.rejected',
  'rating.revealed',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent by "Send test event" only; not subscribable. */
export const WEBHOOK_PING_EVENT = 'ping';

/** A webhook subscribed to every event type, now and later. */
export const WEBHOOK_ALL_EVENTS = '*';

export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'work_order.created': 'A work order was posted.',
  'work_order.updated': 'A work order was edited.',
  'work_order.deleted': 'A work order was deleted.',
  'work_order.assigned': 'An engineer was assigned.',
  'work_order.schedule_confirmed': 'The engineer confirmed the schedule.',
  'work_order.assignment_confirmed': 'The company side confirmed the engineer’s schedule.',
  'work_order.checked_in': 'The engineer checked in.',
  'work_order.check_in_confirmed': 'The company side confirmed the check-in.',
  'work_order.checked_out': 'The engineer checked out.',
  'work_order.check_out_confirmed': 'The company side confirmed the check-out.',
  'work_order.deliverables_added': 'The engineer handed in deliverables.',
  'work_order.completed': 'The work was completed and awaits approval.',
  'work_order.sent_for_correction': 'The work was sent back for correction.',
  'work_order.approved': 'The work was approved (by a person, or automatically when the deadline passed).',
  'work_order.paid': 'The payment was recorded.',
  'work_order.engineer_left': 'The assigned engineer left the order.',
  'work_order.cancelled': 'The work order was cancelled.',
  'work_order.routed': 'The work order was sent to a talent pool, or offered to one engineer, before the open market.',
  'work_order.opened_to_everyone': 'A routed work order opened to every engineer (its window ended, or the company opened it).',
  'work_order.offer_accepted': 'The engineer offered the work order accepted it and is assigned.',
  'work_order.offer_declined': 'The engineer offered the work order declined it; it opened to everyone.',
  'application.created': 'An engineer applied at the posted pay.',
  'application.withdrawn': 'An engineer withdrew an application.',
  'application.declined': 'An application was declined.',
  'counter_offer.created': 'An engineer applied with a counter offer.',
  'message.created': 'A message was sent on a work order.',
  'expense.created': 'The engineer added an expense.',
  'expense.approved': 'An expense was approved.',
  'expense.rejected': 'An expense was rejected.',
  'rating.revealed': 'Both sides rated each other; both ratings now show.',
};

/** A delivery's state as the deliveries list shows it. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_LIMITS = {
  /** Endpoints per company. */
  maxEndpoints: 20,
  urlMaxLength: 2048,
  descriptionMaxLength: 200,
  /** Each attempt waits this long for an answer. */
  timeoutSeconds: 10,
  /** The stored excerpt of a request or response body. */
  excerptBytes: 4096,
  /** An endpoint failing for this long is disabled and its company mailed. */
  disableAfterFailingDays: 5,
  /** Deliveries older than this are pruned. */
  keepDeliveriesDays: 30,
  /** After a rotation the old secret signs too, for this long. */
  previousSecretHours: 24,
} as const;
