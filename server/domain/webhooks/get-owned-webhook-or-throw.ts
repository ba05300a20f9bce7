import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webhookEndpoints, type WebhookEndpointRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { CompanyActor } from '../assignments/company-actor';

export const WEBHOOK_NOT_FOUND_MESSAGE = 'Webhook not found.';

/** An endpoint the actor manages: any of the company's for the company owner, its own for a customer; anything else is not found. */
export async function getOwnedWebhookOrThrow({ db, actor, webhookId }: { db: Database; actor: CompanyActor; webhookId: number }): Promise<WebhookEndpointRow> {
  const owned = and(eq(webhookEndpoints.id, webhookId), eq(webhookEndpoints.companyId, actor.companyId), actor.customerId === null ? undefined : eq(webhookEndpoints.createdBy, actor.userId));
  const [row] = await db.select().from(webhookEndpoints).where(owned);
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_NOT_FOUND_MESSAGE);
  return row;
}
