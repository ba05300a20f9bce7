import '@/contracts/configureZod';
import { z } from 'zod';
import { WEBHOOK_ALL_EVENTS, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS, WEBHOOK_PING_EVENT } from '@/constants';
import { idField, isoTime, optionalText, pageFields } from '@/contracts/primitives';

// Webhook endpoints of a company side (Standard Webhooks 1.0) and their deliveries.

const eventsMessage = 'Pick at least one event, or all events';

/** The events an endpoint hears: event types, or `["*"]` for every type (now and later). */
export const webhookEventsSchema = z
  .array(z.enum([...WEBHOOK_EVENT_TYPES, WEBHOOK_ALL_EVENTS], { error: 'Pick events from the list' }), { error: eventsMessage })
  .min(1, eventsMessage)
  .transform((events) => (events.includes(WEBHOOK_ALL_EVENTS) ? [WEBHOOK_ALL_EVENTS] : [...new Set(events)]));

/** An https URL (http only where the server allows private addresses); where it points is checked by the server. */
export const webhookUrlSchema = z
  .string({ error: 'Enter the URL that receives the events' })
  .trim()
  .min(1, 'Enter the URL that receives the events')
  .max(WEBHOOK_LIMITS.urlMaxLength, `Use at most ${WEBHOOK_LIMITS.urlMaxLength} characters`)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'Enter a full URL starting with https://');

export const createWebhookSchema = z.object({
  url: webhookUrlSchema,
  events: webhookEventsSchema,
  description: optionalText(WEBHOOK_LIMITS.descriptionMaxLength),
});
export type CreateWebhookInput = z.input<typeof createWebhookSchema>;

export const updateWebhookSchema = z
  .object({
    url: webhookUrlSchema,
    events: webhookEventsSchema,
    description: optionalText(WEBHOOK_LIMITS.descriptionMaxLength),
    enabled: z.boolean({ error: 'enabled is true or false' }),
  })
  .partial();
export type UpdateWebhookInput = z.input<typeof updateWebhookSchema>;

export const webhookSchema = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(z.string()),
  description: z.string().nullable(),
  enabled: z.boolean(),
  /** Why the server turned it off (failing for days), when it did. */
  disabled_reason: z.string().nullable(),
  /** Since when every delivery has failed; null while deliveries succeed. */
  failing_since: isoTime.nullable(),
  created_at: isoTime,
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListSchema = z.array(webhookSchema);

/** Creating an endpoint or rotating its secret: the only time the secret (`whsec_…`) is shown. */
export const webhookSecretSchema = z.object({ id: z.number(), secret: z.string() });
export type WebhookSecret = z.infer<typeof webhookSecretSchema>;

export const webhookDeliveryQuerySchema = z.object(pageFields);

export const webhookDeliverySchema = z.object({
  id: z.number(),
  /** The `webhook-id` header: the same on every attempt of this delivery. */
  event_id: z.string(),
  event_type: z.union([z.enum(WEBHOOK_EVENT_TYPES), z.literal(WEBHOOK_PING_EVENT)]),
  work_order_id: z.number().nullable(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  last_status_code: z.number().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: isoTime.nullable(),
  delivered_at: isoTime.nullable(),
  created_at: isoTime,
  /** The signed body, up to 4 KB. */
  request_excerpt: z.string(),
  /** The receiver's last answer body, up to 4 KB. */
  response_excerpt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookIdParamSchema = z.object({ id: idField('Choose a webhook') });
export const webhookDeliveryParamSchema = z.object({ id: idField('Choose a webhook'), delivery_id: idField('Choose a delivery') });
