import { count, eq } from 'drizzle-orm';
import { WEBHOOK_LIMITS } from '@/constants';
import type { createWebhookSchema, WebhookSecret } from '@/contracts/webhooks';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { webhookEndpoints } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { CompanyActor } from '../assignments/company-actor';
import { checkWebhookUrlOrThrow } from './check-webhook-url-or-throw';
import { generateWebhookSecret } from './sign-webhook';

type CreateWebhookOptions = { db: Database; actor: CompanyActor; input: z.output<typeof createWebhookSchema>; allowPrivate?: boolean };

/** A new endpoint of the actor's company, enabled; its secret is answered this once. */
export async function createWebhook({ db, actor, input, allowPrivate }: CreateWebhookOptions): Promise<WebhookSecret> {
  await checkWebhookUrlOrThrow(input.url, allowPrivate);
  const [{ total }] = await db.select({ total: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.companyId, actor.companyId));
  if (total >= WEBHOOK_LIMITS.maxEndpoints) throw new AppError('CONFLICT', `A company has at most ${WEBHOOK_LIMITS.maxEndpoints} webhooks.`);
  const secret = generateWebhookSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ companyId: actor.companyId, createdBy: actor.userId, url: input.url, events: input.events, description: input.description ?? null, secret })
    .returning({ id: webhookEndpoints.id });
  return { id: row.id, secret };
}
