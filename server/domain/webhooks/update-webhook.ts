import { eq } from 'drizzle-orm';
import type { updateWebhookSchema, Webhook } from '@/contracts/webhooks';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { webhookEndpoints } from '../../db/schema';
import type { CompanyActor } from '../assignments/company-actor';
import { checkWebhookUrlOrThrow } from './check-webhook-url-or-throw';
import { getOwnedWebhookOrThrow } from './get-owned-webhook-or-throw';
import { toWebhook } from './to-webhook';

type UpdateWebhookOptions = { db: Database; actor: CompanyActor; webhookId: number; input: z.output<typeof updateWebhookSchema>; allowPrivate?: boolean };

/** Changes what is given; turning it on again forgets that it was failing or turned off by the server. */
export async function updateWebhook({ db, actor, webhookId, input, allowPrivate }: UpdateWebhookOptions): Promise<Webhook> {
  await getOwnedWebhookOrThrow({ db, actor, webhookId });
  if (input.url !== undefined) await checkWebhookUrlOrThrow(input.url, allowPrivate);
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      url: input.url,
      events: input.events,
      description: input.description === undefined ? undefined : (input.description ?? null),
      enabled: input.enabled,
      ...(input.enabled === true ? { disabledReason: null, failingSince: null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(webhookEndpoints.id, webhookId))
    .returning();
  return toWebhook(row);
}
