import { eq } from 'drizzle-orm';
import { WEBHOOK_LIMITS } from '@/constants';
import type { WebhookSecret } from '@/contracts/webhooks';
import type { Database } from '../../db/client';
import { webhookEndpoints } from '../../db/schema';
import type { CompanyActor } from '../assignments/company-actor';
import { getOwnedWebhookOrThrow } from './get-owned-webhook-or-throw';
import { generateWebhookSecret } from './sign-webhook';

/** A new secret, answered this once; the one it replaces keeps signing too for 24 hours, so the receiver can switch over. */
export async function rotateWebhookSecret({ db, actor, webhookId, now = new Date() }: { db: Database; actor: CompanyActor; webhookId: number; now?: Date }): Promise<WebhookSecret> {
  const endpoint = await getOwnedWebhookOrThrow({ db, actor, webhookId });
  const secret = generateWebhookSecret();
  await db
    .update(webhookEndpoints)
    .set({ secret, previousSecret: endpoint.secret, previousSecretExpiresAt: new Date(now.getTime() + WEBHOOK_LIMITS.previousSecretHours * 3_600_000), updatedAt: now })
    .where(eq(webhookEndpoints.id, webhookId));
  return { id: webhookId, secret };
}
