import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webhookDeliveries } from '../../db/schema';
import { enqueueWebhookJob } from './webhook-queue';

/**
 * Queues a job for every endpoint and order with a delivery that is due and not claimed: one
 * whose job was lost, or whose worker died in the middle of an attempt (its claim has run out).
 * A safety net under the jobs queued on commit; a job too many is harmless (each attempt is
 * claimed). Answers how many were queued.
 */
export async function enqueueDueWebhookDeliveries(db: Database, now = new Date()): Promise<number> {
  const due = await db
    .selectDistinct({ endpointId: webhookDeliveries.endpointId, workOrderId: webhookDeliveries.workOrderId })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)));
  if (due.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const key of due) await enqueueWebhookJob(tx, key);
  });
  return due.length;
}
