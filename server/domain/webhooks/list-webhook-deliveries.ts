import { count, desc, eq } from 'drizzle-orm';
import { capPerPage } from '@/contracts/primitives';
import type { WebhookDelivery } from '@/contracts/webhooks';
import type { WebhookDeliveryStatus } from '@/constants';
import type { Database } from '../../db/client';
import { webhookDeliveries, webhookEvents } from '../../db/schema';
import type { CompanyActor } from '../assignments/company-actor';
import { getOwnedWebhookOrThrow } from './get-owned-webhook-or-throw';
import { excerpt } from './post-webhook';

/** A page of the endpoint's deliveries, newest first. */
export async function listWebhookDeliveries({ db, actor, webhookId, query }: { db: Database; actor: CompanyActor; webhookId: number; query: { page: number; per_page: number } }): Promise<{ total_count: number; data: WebhookDelivery[] }> {
  await getOwnedWebhookOrThrow({ db, actor, webhookId });
  const perPage = capPerPage(query.per_page);
  const where = eq(webhookDeliveries.endpointId, webhookId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ delivery: webhookDeliveries, type: webhookEvents.type, payload: webhookEvents.payload })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(where)
      .orderBy(desc(webhookDeliveries.id))
      .limit(perPage)
      .offset((query.page - 1) * perPage),
    db.select({ total: count() }).from(webhookDeliveries).where(where),
  ]);
  return {
    total_count: total,
    data: rows.map(({ delivery, type, payload }) => ({
      id: delivery.id,
      event_id: delivery.messageId,
      event_type: type as WebhookDelivery['event_type'],
      work_order_id: delivery.workOrderId,
      status: delivery.status as WebhookDeliveryStatus,
      attempts: delivery.attempts,
      last_status_code: delivery.lastStatusCode,
      last_error: delivery.lastError,
      next_attempt_at: delivery.status === 'pending' ? (delivery.nextAttemptAt?.toISOString() ?? null) : null,
      delivered_at: delivery.deliveredAt?.toISOString() ?? null,
      created_at: delivery.createdAt.toISOString(),
      request_excerpt: excerpt(JSON.stringify(payload)),
      response_excerpt: delivery.responseExcerpt,
    })),
  };
}
