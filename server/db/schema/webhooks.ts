import { bigint, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, ownedBy, timestamptz, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './users';

/**
 * Where a company side wants to be told of order events (Standard Webhooks 1.0). An endpoint
 * made by a customer user hears only the orders that customer posted; one made by the company
 * owner hears all the company's orders. The secret signs; after a rotation the previous one
 * signs too until `previous_secret_expires_at`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: identityId(),
    companyId: ownedBy('company_id', () => companies.id),
    createdBy: ownedBy('created_by', () => users.id),
    url: text('url').notNull(),
    /** Event types, or `*` for all. */
    events: text('events').array().notNull(),
    description: text('description'),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamptz('previous_secret_expires_at'),
    /** Since when every attempt has failed; cleared by a success. */
    failingSince: timestamptz('failing_since'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('webhook_endpoints_company_idx').on(table.companyId)],
);

/**
 * The outbox: one row per order event, written by recordOrderEvent in the transaction that made
 * the change, so a committed change is always announced and a rolled-back one never.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: ownedBy('company_id', () => companies.id),
    /** Kept as a plain number: the order may be deleted (work_order.deleted) while its events are still sent. */
    workOrderId: integer('work_order_id'),
    /** Who posted the order: a customer's endpoints hear only these. */
    orderCreatedBy: integer('order_created_by'),
    type: text('type').notNull(),
    /** The body sent: { type, timestamp, data }. */
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_events_created_idx').on(table.createdAt)],
);

/**
 * One event to one endpoint: attempted until delivered (2xx), given up (other 4xx or the
 * schedule ran out) or pruned. `message_id` is the `webhook-id` header, the same on every attempt.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    endpointId: ownedBy('endpoint_id', () => webhookEndpoints.id),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull().unique(),
    workOrderId: integer('work_order_id'),
    /** pending, delivered or failed (constants WEBHOOK_DELIVERY_STATUSES). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    responseExcerpt: text('response_excerpt'),
    deliveredAt: timestamptz('delivered_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.id),
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('webhook_deliveries_order_idx').on(table.endpointId, table.workOrderId, table.id),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookEventRow = typeof webhookEvents.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
