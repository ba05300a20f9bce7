import { and, lt, notExists, eq } from 'drizzle-orm';
import { WEBHOOK_LIMITS } from '@/constants';
import type { Database } from '../../db/client';
import { webhookDeliveries, webhookEvents } from '../../db/schema';

/** Drops deliveries older than WEBHOOK_LIMITS.keepDeliveriesDays (whatever their state), then the events no delivery refers to any more. */
export async function pruneWebhookDeliveries(db: Database, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - WEBHOOK_LIMITS.keepDeliveriesDays * 86_400_000);
  await db.delete(webhookDeliveries).where(lt(webhookDeliveries.createdAt, before));
  await db
    .delete(webhookEvents)
    .where(and(lt(webhookEvents.createdAt, before), notExists(db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, webhookEvents.id)))));
}
