import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webhookEndpoints } from '../../db/schema';
import type { CompanyActor } from '../assignments/company-actor';
import { getOwnedWebhookOrThrow } from './get-owned-webhook-or-throw';

/** Removes the endpoint with its deliveries; nothing more is sent to it. */
export async function deleteWebhook({ db, actor, webhookId }: { db: Database; actor: CompanyActor; webhookId: number }): Promise<void> {
  await getOwnedWebhookOrThrow({ db, actor, webhookId });
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, webhookId));
}
