import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ENGINEER_ROUTES, MAIL_KINDS, SAVED_SEARCH_DIGEST_INTERVAL_MS, type MailKind } from '@/constants';
import type { Database } from '../../db/client';
import { assignments, mailOptOuts, savedSearchAlerts, savedSearches, users } from '../../db/schema';
import { describeError } from '../../lib/describe-error';
import { logger } from '../../lib/logger';
import { getDefaultMailer, type Mailer, type MailMessage } from '../../lib/mail';
import { env } from '../../env';

const MAIL_KIND: MailKind = 'savedSearchMatch';

/** Engineers whose digest one sweep claims at most. */
export const DIGEST_BATCH = 50;

type SendSavedSearchDigestsOptions = { db: Database; mailer: Mailer; portalOrigin: string; now?: Date; limit?: number };

export type DigestSweepResult = { sent: number[]; skipped: number[]; failed: number[] };

type DigestOrder = { assignmentId: number; title: string; searchName: string | null };

/**
 * Mails each engineer one digest of their saved-search alerts not mailed yet, at most once per
 * hour: an engineer whose last digest went out less than an hour ago waits. One UPDATE claims the
 * unmailed alerts of up to `limit` such engineers (FOR UPDATE SKIP LOCKED, setting mailed_at), so
 * several processes may sweep at once and each alert is mailed once; mails go out after the
 * claim. Engineers who turned the mail off (or can no longer sign in) are skipped, their alerts
 * marked handled; a mail that fails is given back for the next sweep. Answers engineer ids by outcome.
 */
export async function sendSavedSearchDigests({ db, mailer, portalOrigin, now = new Date(), limit = DIGEST_BATCH }: SendSavedSearchDigestsOptions): Promise<DigestSweepResult> {
  const since = new Date(now.getTime() - SAVED_SEARCH_DIGEST_INTERVAL_MS);
  const dueEngineers = sql`select distinct pending.engineer_id from ${savedSearchAlerts} as pending
    where pending.mailed_at is null and pending.created_at <= ${now}
      and not exists (select 1 from ${savedSearchAlerts} as recent where recent.engineer_id = pending.engineer_id and recent.mailed_at > ${since})
    limit ${limit}`;
  const claimable = db
    .select({ assignmentId: savedSearchAlerts.assignmentId, engineerId: savedSearchAlerts.engineerId })
    .from(savedSearchAlerts)
    .where(and(isNull(savedSearchAlerts.mailedAt), sql`${savedSearchAlerts.engineerId} in (${dueEngineers})`, sql`${savedSearchAlerts.createdAt} <= ${now}`))
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(savedSearchAlerts)
    .set({ mailedAt: now })
    .where(and(isNull(savedSearchAlerts.mailedAt), sql`(${savedSearchAlerts.assignmentId}, ${savedSearchAlerts.engineerId}) in (${claimable})`))
    .returning();

  const result: DigestSweepResult = { sent: [], skipped: [], failed: [] };
  if (!claimed.length) return result;
  const engineerIds = [...new Set(claimed.map((alert) => alert.engineerId))].sort((a, b) => a - b);
  const [people, optOuts, orders] = await Promise.all([
    db
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(and(inArray(users.id, engineerIds), isNull(users.deletedAt))),
    db
      .select({ userId: mailOptOuts.userId })
      .from(mailOptOuts)
      .where(and(inArray(mailOptOuts.userId, engineerIds), eq(mailOptOuts.mailKind, MAIL_KIND))),
    db
      .select({ assignmentId: savedSearchAlerts.assignmentId, engineerId: savedSearchAlerts.engineerId, title: assignments.title, searchName: savedSearches.name })
      .from(savedSearchAlerts)
      .innerJoin(assignments, eq(assignments.id, savedSearchAlerts.assignmentId))
      .leftJoin(savedSearches, eq(savedSearches.id, savedSearchAlerts.savedSearchId))
      .where(and(inArray(savedSearchAlerts.engineerId, engineerIds), eq(savedSearchAlerts.mailedAt, now)))
      .orderBy(savedSearchAlerts.engineerId, savedSearchAlerts.assignmentId),
  ]);
  const recipients = new Map(people.map((person) => [person.id, person]));
  const optedOut = new Set(optOuts.map((row) => row.userId));

  for (const engineerId of engineerIds) {
    const recipient = recipients.get(engineerId);
    const digest = orders.filter((order) => order.engineerId === engineerId);
    if (!recipient || optedOut.has(engineerId) || !digest.length) {
      result.skipped.push(engineerId);
      continue;
    }
    try {
      await mailer(composeDigestMail({ recipient, orders: digest, portalOrigin }));
      result.sent.push(engineerId);
    } catch (error) {
      logger.error({ engineerId, error: describeError(error) }, 'could not send a saved-search digest; trying again later');
      await db
        .update(savedSearchAlerts)
        .set({ mailedAt: null })
        .where(and(eq(savedSearchAlerts.engineerId, engineerId), eq(savedSearchAlerts.mailedAt, now)));
      result.failed.push(engineerId);
    }
  }
  return result;
}

/** The plain-text digest: each order with its link, and how to turn the mail off. */
export function composeDigestMail({ recipient, orders, portalOrigin }: { recipient: { email: string; firstName: string }; orders: DigestOrder[]; portalOrigin: string }): MailMessage {
  const count = orders.length === 1 ? 'A new work order matches' : `${orders.length} new work orders match`;
  return {
    to: recipient.email,
    subject: `${count} your saved searches`,
    text: [
      `Hello ${recipient.firstName},`,
      `${count} your saved searches:`,
      orders
        .map((order) => {
          const search = order.searchName ? ` (${order.searchName})` : '';
          return `- ${order.title}${search}: ${new URL(ENGINEER_ROUTES.findWorkDetails(order.assignmentId), portalOrigin).toString()}`;
        })
        .join('\n'),
      `You get this mail because "${MAIL_KINDS[MAIL_KIND].label}" mails are on. You can turn them off on your profile: ${new URL(ENGINEER_ROUTES.profile, portalOrigin).toString()}`,
    ].join('\n\n'),
  };
}

/** The periodic job: sends every due digest with the default mailer, a batch at a time. */
export async function sendAllSavedSearchDigests(db: Database): Promise<void> {
  const mailer = getDefaultMailer();
  let result: DigestSweepResult;
  do {
    result = await sendSavedSearchDigests({ db, mailer, portalOrigin: env.PORTAL_ORIGIN });
    if (result.sent.length) logger.info({ count: result.sent.length }, 'saved-search digests sent');
    // A failing mail server waits for the next run.
  } while (result.sent.length + result.skipped.length + result.failed.length === DIGEST_BATCH && !result.failed.length);
}
