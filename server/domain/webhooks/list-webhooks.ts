import { and, asc, eq } from 'drizzle-orm';
import type { Webhook } from '@/contracts/webhooks';
import type { Database } from '../../db/client';
import { webhookEndpoints } from '../../db/schema';
import type { CompanyActor } from '../assignments/company-actor';
import { toWebhook } from './to-webhook';

/** The endpoints the actor manages, oldest first. */
export async function listWebhooks({ db, actor }: { db: Database; actor: CompanyActor }): Promise<Webhook[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, actor.companyId), actor.customerId === null ? undefined : eq(webhookEndpoints.createdBy, actor.userId)))
    .orderBy(asc(webhookEndpoints.id));
  return rows.map(toWebhook);
}
