import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webhookDeliveries } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { CompanyActor } from '../assignments/company-actor';
import { getOwnedWebhookOrThrow } from './get-owned-webhook-or-throw';
import { enqueueWebhookJob } from './webhook-queue';

/** Sends a delivery again now (delivered, failed or waiting), with the same `webhook-id`. */
export async function retryWebhookDelivery({ db, actor, webhookId, deliveryId }: { db: Database; actor: CompanyActor; webhookId: number; deliveryId: number }): Promise<void> {
  await getOwnedWebhookOrThrow({ db, actor, webhookId });
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: new Date() })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, webhookId)))
      .returning({ workOrderId: webhookDeliveries.workOrderId });
    if (!row) throw new AppError('NOT_FOUND', 'Delivery not found.');
    await enqueueWebhookJob(tx, { endpointId: webhookId, workOrderId: row.workOrderId });
  });
}
