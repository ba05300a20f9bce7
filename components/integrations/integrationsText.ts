import type { ChipProps } from '@mui/material/Chip';
import { WEBHOOK_ALL_EVENTS, WEBHOOK_EVENT_TYPES, type WebhookDeliveryStatus, type WebhookEventType } from '@/constants';
import type { Webhook } from '@/contracts/webhooks';

/** A delivery's status as a chip: waiting, done, given up. */
export const DELIVERY_STATUS_CHIPS: Record<WebhookDeliveryStatus, { label: string; color: NonNullable<ChipProps['color']> }> = {
  pending: { label: 'Pending', color: 'warning' },
  delivered: { label: 'Delivered', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

const GROUP_LABELS: Record<string, string> = {
  work_order: 'Work orders',
  application: 'Applications',
  counter_offer: 'Counter offers',
  message: 'Messages',
  expense: 'Expenses',
  rating: 'Ratings',
};

export type EventGroup = { prefix: string; label: string; events: WebhookEventType[] };

/** The event types grouped by what they are about (`work_order.`, `application.`, …), in the table's order. */
export const WEBHOOK_EVENT_GROUPS: EventGroup[] = WEBHOOK_EVENT_TYPES.reduce<EventGroup[]>((groups, event) => {
  const prefix = event.split('.')[0];
  const group = groups.find((candidate) => candidate.prefix === prefix);
  if (group) group.events.push(event);
  else groups.push({ prefix, label: GROUP_LABELS[prefix] ?? prefix, events: [event] });
  return groups;
}, []);

export const isAllEvents = (events: readonly string[]) => events.includes(WEBHOOK_ALL_EVENTS);

/** "All events" or "3 events". */
export function describeEvents(events: readonly string[]): string {
  if (isAllEvents(events)) return 'All events';
  return events.length === 1 ? '1 event' : `${events.length} events`;
}

export type WebhookHealth = { label: string; color: NonNullable<ChipProps['color']>; detail: string | null };

/** What the list says about an endpoint: off (and why), failing since when, or fine. */
export function describeHealth(webhook: Webhook, formatTime: (value: string) => string): WebhookHealth {
  if (!webhook.enabled) return { label: 'Disabled', color: 'default', detail: webhook.disabled_reason };
  if (webhook.failing_since) return { label: 'Failing', color: 'error', detail: `Every delivery has failed since ${formatTime(webhook.failing_since)}.` };
  return { label: 'Active', color: 'success', detail: null };
}
