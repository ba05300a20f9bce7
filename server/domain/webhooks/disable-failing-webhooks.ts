import { and, eq, lte } from 'drizzle-orm';
import { COMPANY_ROUTES, WEBHOOK_LIMITS } from '@/constants';
import type { Database } from '../../db/client';
import { companies, users, webhookEndpoints } from '../../db/schema';
import { describeError } from '../../lib/describe-error';
import { logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mail';

export const DISABLED_FAILING_REASON = `Every delivery failed for ${WEBHOOK_LIMITS.disableAfterFailingDays} days.`;

type DisableFailingWebhooksOptions = { db: Database; mailer: Mailer; portalOrigin: string; now?: Date };

/**
 * Turns off each endpoint whose deliveries have all failed for WEBHOOK_LIMITS.disableAfterFailingDays
 * and mails its company owner. One UPDATE decides, so with several processes each endpoint is
 * turned off, and its owner mailed, once. Answers the endpoints turned off.
 */
export async function disableFailingWebhooks({ db, mailer, portalOrigin, now = new Date() }: DisableFailingWebhooksOptions): Promise<number[]> {
  const since = new Date(now.getTime() - WEBHOOK_LIMITS.disableAfterFailingDays * 86_400_000);
  const disabled = await db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: DISABLED_FAILING_REASON, updatedAt: now })
    .where(and(eq(webhookEndpoints.enabled, true), lte(webhookEndpoints.failingSince, since)))
    .returning({ id: webhookEndpoints.id, url: webhookEndpoints.url, companyId: webhookEndpoints.companyId });
  for (const endpoint of disabled) {
    const [owner] = await db
      .select({ email: users.email, firstName: users.firstName })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.ownerUserId))
      .where(eq(companies.id, endpoint.companyId));
    if (!owner) continue;
    try {
      await mailer({
        to: owner.email,
        subject: 'A webhook was turned off',
        text:
          `Hello ${owner.firstName},\n\nEvery delivery to your webhook ${endpoint.url} has failed for ${WEBHOOK_LIMITS.disableAfterFailingDays} days, ` +
          `so it was turned off and receives no more events.\n\nSee its deliveries and turn it on again under Integrations: ${portalOrigin}${COMPANY_ROUTES.integrations}\n`,
      });
    } catch (error) {
      logger.error({ webhookId: endpoint.id, error: describeError(error) }, 'could not mail that a webhook was turned off');
    }
  }
  return disabled.map((endpoint) => endpoint.id);
}
