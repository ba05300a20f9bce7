import { randomUUID } from 'node:crypto';
import { WEBHOOK_PING_EVENT } from '@/constants';
import type { Database } from '../../db/client';
import { webhookDeliveries, webhookEvents } from '../../db/schema';
import type { CompanyActor } from '../assignments/company-actor';
import { getOwnedWebhookOrThrow } from './get-owned-webhook-or-throw';
import { enqueueWebhookJob } from './webhook-queue';

/** Queues a `ping` to this endpoint alone (one that is off records it as not sent); answers the delivery's id and `webhook-id`. */
export async function sendTestWebhook({ db, actor, webhookId }: { db: Database; actor: CompanyActor; webhookId: number }): Promise<{ delivery_id: number; event_id: string }> {
  const endpoint = await getOwnedWebhookOrThrow({ db, actor, webhookId });
  return db.transaction(async (tx) => {
    const payload = { type: WEBHOOK_PING_EVENT, timestamp: new Date().toISOString(), data: { webhook_id: endpoint.id, actor: { id: actor.userId, role: actor.customerId === null ? 'company' : 'customer' } } };
    const [event] = await tx.insert(webhookEvents).values({ companyId: endpoint.companyId, workOrderId: null, orderCreatedBy: null, type: WEBHOOK_PING_EVENT, payload }).returning({ id: webhookEvents.id });
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({ endpointId: endpoint.id, eventId: event.id, messageId: `msg_${randomUUID()}`, workOrderId: null, nextAttemptAt: new Date() })
      .returning({ id: webhookDeliveries.id, messageId: webhookDeliveries.messageId });
    await enqueueWebhookJob(tx, { endpointId: endpoint.id, workOrderId: null });
    return { delivery_id: delivery.id, event_id: delivery.messageId };
  });
}
