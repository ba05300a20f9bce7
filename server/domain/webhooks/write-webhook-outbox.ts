import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ORDER_EVENTS, ROLE_NAME_BY_ID, ROLES, WEBHOOK_ALL_EVENTS, type OrderEvent } from '@/constants';
import type { Database } from '../../db/client';
import { assignments, users, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema';
import type { RecordedOrderEvent } from '../events/recorded-order-event';
import { loadCompanyWorkOrder } from '../lifecycle/load-company-work-order';
import { enqueueWebhookJob } from './webhook-queue';

/**
 * The webhook outbox, in the caller's transaction: for an event the table sends as a webhook,
 * the body (the order as the company side sees it now, who acted, what the event adds) and one
 * delivery per enabled endpoint of the order's company that hears this type (a customer's
 * endpoint: only the orders that customer posted), each queued. Nothing is written when no
 * endpoint listens.
 */
export async function writeWebhookOutbox(tx: Database, recorded: RecordedOrderEvent): Promise<void> {
  if (webhookTypeOf(recorded) === null) return;
  await writeOutboxFor(tx, recorded, await findEnabledEndpoints(tx, recorded.order.companyId));
}

/** writeWebhookOutbox for many events (an import's posts): each company's endpoints are read once, not once per event. */
export async function writeWebhookOutboxes(tx: Database, events: readonly RecordedOrderEvent[]): Promise<void> {
  const endpointsOf = new Map<number, EnabledEndpoint[]>();
  for (const recorded of events) {
    if (webhookTypeOf(recorded) === null) continue;
    const { companyId } = recorded.order;
    if (!endpointsOf.has(companyId)) endpointsOf.set(companyId, await findEnabledEndpoints(tx, companyId));
    await writeOutboxFor(tx, recorded, endpointsOf.get(companyId)!);
  }
}

/** The webhook type the event sends, or null when it sends none. */
function webhookTypeOf(recorded: RecordedOrderEvent) {
  const event: OrderEvent = ORDER_EVENTS[recorded.event];
  return recorded.sendsWebhook === false ? null : event.webhook;
}

type EnabledEndpoint = Awaited<ReturnType<typeof findEnabledEndpoints>>[number];

/** The company's enabled endpoints, with what each hears and its creator's role. */
function findEnabledEndpoints(tx: Database, companyId: number) {
  return tx
    .select({ id: webhookEndpoints.id, createdBy: webhookEndpoints.createdBy, events: webhookEndpoints.events, roleId: users.roleId })
    .from(webhookEndpoints)
    .innerJoin(users, eq(users.id, webhookEndpoints.createdBy))
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.enabled, true)));
}

async function writeOutboxFor(tx: Database, recorded: RecordedOrderEvent, enabled: EnabledEndpoint[]): Promise<void> {
  const type = webhookTypeOf(recorded);
  if (type === null) return;
  const { order } = recorded;
  const endpoints = enabled.filter(
    (endpoint) =>
      (endpoint.events.includes(WEBHOOK_ALL_EVENTS) || endpoint.events.includes(type)) &&
      (ROLE_NAME_BY_ID[endpoint.roleId] !== ROLES.CUSTOMER || endpoint.createdBy === order.createdBy),
  );
  if (endpoints.length === 0) return;

  const [row] = await tx.select().from(assignments).where(eq(assignments.id, order.id));
  if (!row) throw new Error(`The webhook of "${recorded.event}" needs order ${order.id}: record the event before the order is deleted`);
  const workOrder = await loadCompanyWorkOrder({ db: tx, order: row, includeCounterOffer: true });
  const actor = await describeActor(tx, recorded.by.userId);
  const payload = { type, timestamp: new Date().toISOString(), data: { work_order: workOrder, actor, ...recorded.webhookData } };

  const [outbox] = await tx
    .insert(webhookEvents)
    .values({ companyId: order.companyId, workOrderId: order.id, orderCreatedBy: order.createdBy, type, payload })
    .returning({ id: webhookEvents.id });
  await tx.insert(webhookDeliveries).values(
    endpoints.map((endpoint) => ({ endpointId: endpoint.id, eventId: outbox.id, messageId: `msg_${randomUUID()}`, workOrderId: order.id, nextAttemptAt: new Date() })),
  );
  for (const endpoint of endpoints) await enqueueWebhookJob(tx, { endpointId: endpoint.id, workOrderId: order.id });
}

/** Who acted, as the body names them: a user id and role, or the system. */
async function describeActor(tx: Database, userId: number | null): Promise<{ id: number | null; role: string }> {
  if (userId === null) return { id: null, role: 'system' };
  const [user] = await tx.select({ roleId: users.roleId }).from(users).where(eq(users.id, userId));
  return user ? { id: userId, role: ROLE_NAME_BY_ID[user.roleId] } : { id: null, role: 'system' };
}
