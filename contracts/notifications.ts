import '@/contracts/configureZod';
import { z } from 'zod';
import { LIFECYCLE, type NotificationKind } from '@/constants';
import { idField, MAX_ID } from '@/contracts/primitives';

// A notification as the API answers it, one page of them with the unread count, and the live
// event (GET /events) that announces a new one.

const OTHER_KINDS = ['counterOffer', 'withdraw', 'expenseAdded', 'expenseDecided', 'message', 'rating', 'account', 'routed', 'offerAnswered', 'savedSearchMatch'] as const satisfies readonly NotificationKind[];

/** Every kind a notification may have: each lifecycle action, then the other events. */
export const NOTIFICATION_KINDS: [NotificationKind, ...NotificationKind[]] = [...OTHER_KINDS, ...new Set(LIFECYCLE.map((transition) => transition.action))];

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

export const notificationSchema = z.object({
  id: z.number().int(),
  /** What happened: the portal reads it to know what to refresh. */
  kind: notificationKindSchema,
  /** The work order it is about, if any. */
  assignment_id: z.number().int().nullable(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** How many of the user's notifications are unread, after a change. */
export const unreadCountSchema = z.object({ unread_count: z.number().int() });

/** A page of notifications, newest first, with the unread count of all of them. */
export const notificationPageSchema = unreadCountSchema.extend({ total_count: z.number().int(), data: z.array(notificationSchema) });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const readNotificationSchema = z.object({ id: idField('Choose a notification') });

/** The SSE event names of GET /events: `notification` for each new one, `ready` once caught up. */
export const LIVE_EVENT = { NOTIFICATION: 'notification', READY: 'ready' } as const;

/**
 * The data of a `notification` event; its SSE id is the notification id. The kind is read
 * loosely (a string), so a portal older than the server still refreshes on a kind it does not know.
 */
export const liveEventSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  assignment_id: z.number().int().nullable(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** `last_event_id` of GET /events (the `Last-Event-ID` header says the same): catch up after it. */
export const liveEventsQuerySchema = z.object({
  last_event_id: z.coerce.number({ error: 'last_event_id must be a number' }).int('last_event_id must be a whole number').min(0, 'last_event_id must be 0 or more').max(MAX_ID, 'last_event_id is too large').optional(),
});
