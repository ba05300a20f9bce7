import '@/contracts/configureZod';
import { z } from 'zod';
import { EXPENSE_CATEGORIES } from '@/contracts/expenses';
import { companyWorkOrderDetailsSchema } from '@/contracts/lifecycle';
import { ORDER_EVENT_NAMES, ORDER_EVENTS, ROLES, WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENT_TYPES, WEBHOOK_PING_EVENT, type WebhookEventType } from '@/constants';

// The bodies webhooks receive (Standard Webhooks 1.0): `{ type, timestamp, data }`, `data` holding
// the work order as the company side's details answer gives it, who acted, and what the event adds.

/** Who acted: a user (id and role), or the system (id null), e.g. an automatic approval. */
export const webhookActorSchema = z.object({
  id: z.number().nullable(),
  role: z.enum([ROLES.COMPANY, ROLES.CUSTOMER, ROLES.FIELD_ENGINEER, 'system']),
});

export const webhookApplicationSchema = z.object({ id: z.number(), engineer_id: z.number(), has_counter_offer: z.boolean() });
export const webhookMessageSchema = z.object({ id: z.number(), from_id: z.number(), to_id: z.number(), message: z.string() });
export const webhookExpenseSchema = z.object({
  id: z.number(),
  amount: z.number(),
  category: z.enum(EXPENSE_CATEGORIES),
  description: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string().nullable(),
});

const orderData = z.object({ work_order: companyWorkOrderDetailsSchema, actor: webhookActorSchema });

/** What each type adds to the order and the actor. */
const EXTRA_DATA: Partial<Record<WebhookEventType, z.ZodRawShape>> = {
  'application.created': { application: webhookApplicationSchema },
  'application.withdrawn': { application: webhookApplicationSchema },
  'application.declined': { application: webhookApplicationSchema },
  'counter_offer.created': { application: webhookApplicationSchema },
  'message.created': { message: webhookMessageSchema },
  'expense.created': { expense: webhookExpenseSchema },
  'expense.approved': { expense: webhookExpenseSchema },
  'expense.rejected': { expense: webhookExpenseSchema },
};

const envelopeOf = <T extends z.ZodType>(type: string, data: T) => z.object({ type: z.literal(type), timestamp: z.iso.datetime(), data });

/** The body of each event type, as its webhook receives it. */
export const WEBHOOK_EVENT_SCHEMAS: Record<WebhookEventType, z.ZodObject> = Object.fromEntries(
  WEBHOOK_EVENT_TYPES.map((type): [WebhookEventType, z.ZodObject] => [type, envelopeOf(type, orderData.extend(EXTRA_DATA[type] ?? {}))]),
) as Record<WebhookEventType, z.ZodObject>;

/** "Send test event": names the webhook, and who sent it. */
export const webhookPingSchema = envelopeOf(WEBHOOK_PING_EVENT, z.object({ webhook_id: z.number(), actor: webhookActorSchema }));

/** The order events (constants/orderEvents) that send each type, for its description. */
export const orderEventsSending = (type: WebhookEventType) => ORDER_EVENT_NAMES.filter((name) => ORDER_EVENTS[name].webhook === type);

export { WEBHOOK_EVENT_DESCRIPTIONS };
