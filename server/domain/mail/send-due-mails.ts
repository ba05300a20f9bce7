import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { findMailKind, findRoleSide, isMailOf } from '@/constants';
import type { Database } from '../../db/client';
import { assignments, customers, mailOptOuts, messages, notifications, users, type NotificationRow } from '../../db/schema';
import { describeError } from '../../lib/describe-error';
import { logger } from '../../lib/logger';
import { getDefaultMailer, type Mailer } from '../../lib/mail';
import { env } from '../../env';
import { composeNotificationMail } from './compose-notification-mail';

type SendDueMailsOptions = {
  db: Database;
  mailer: Mailer;
  /** The portal's address, for the links in the mails. */
  portalOrigin: string;
  now?: Date;
  limit?: number;
};

export type MailSweepResult = { sent: number[]; skipped: number[]; failed: number[] };

export const MAIL_BATCH = 50;

/** A mail the mailer could not send is tried again this much later. */
export const MAIL_RETRY_DELAY_MS = 5 * 60 * 1000;

/**
 * Mails the notifications whose mail is due. One UPDATE claims the due rows (FOR UPDATE SKIP
 * LOCKED, marking them mailed), so any number of processes may sweep at once and each mail goes
 * once; the mails are sent after the claim, outside any transaction, so a slow mail server holds
 * no lock. A claimed mail is skipped (and stays handled) when the user turned that mail off, can
 * no longer sign in, is on the side that kind of mail is not for, or, for a message, has read it by now. A mail that fails is given back for
 * a later sweep. Answers the notification ids by outcome.
 */
export async function sendDueMails({ db, mailer, portalOrigin, now = new Date(), limit = MAIL_BATCH }: SendDueMailsOptions): Promise<MailSweepResult> {
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(lte(notifications.mailDueAt, now), isNull(notifications.mailedAt)))
    .orderBy(asc(notifications.mailDueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db.update(notifications).set({ mailedAt: now }).where(and(inArray(notifications.id, due), isNull(notifications.mailedAt))).returning();

  const result: MailSweepResult = { sent: [], skipped: [], failed: [] };
  if (!claimed.length) return result;
  const context = await loadMailContext(db, claimed);
  for (const notification of claimed.sort((a, b) => a.id - b.id)) {
    const mailKind = findMailKind(notification.kind);
    const recipient = context.recipients.get(notification.userId);
    if (!mailKind || !recipient || !isMailOf(mailKind, findRoleSide(recipient.roleId)) || context.optedOut.has(`${notification.userId}:${mailKind}`) || (mailKind === 'unreadMessage' && !(await isMessageUnread(db, notification)))) {
      result.skipped.push(notification.id);
      continue;
    }
    const orderTitle = notification.assignmentId ? (context.orderTitles.get(notification.assignmentId) ?? null) : null;
    try {
      await mailer(composeNotificationMail({ notification, mailKind, recipient, orderTitle, portalOrigin }));
      result.sent.push(notification.id);
    } catch (error) {
      logger.error({ notificationId: notification.id, error: describeError(error) }, 'could not send a notification mail; trying again later');
      await db
        .update(notifications)
        .set({ mailedAt: null, mailDueAt: new Date(now.getTime() + MAIL_RETRY_DELAY_MS) })
        .where(eq(notifications.id, notification.id));
      result.failed.push(notification.id);
    }
  }
  return result;
}

/** Recipients who can still sign in, their mail opt-outs and the orders' titles, each in one query. */
async function loadMailContext(db: Database, claimed: NotificationRow[]) {
  const userIds = [...new Set(claimed.map((row) => row.userId))];
  const orderIds = [...new Set(claimed.map((row) => row.assignmentId).filter((id): id is number => id !== null))];
  const [people, optOuts, orders] = await Promise.all([
    db
      .select({ id: users.id, email: users.email, firstName: users.firstName, roleId: users.roleId, blocked: customers.blocked })
      .from(users)
      .leftJoin(customers, eq(customers.userId, users.id))
      .where(and(inArray(users.id, userIds), isNull(users.deletedAt))),
    db.select().from(mailOptOuts).where(inArray(mailOptOuts.userId, userIds)),
    orderIds.length ? db.select({ id: assignments.id, title: assignments.title }).from(assignments).where(inArray(assignments.id, orderIds)) : [],
  ]);
  return {
    recipients: new Map(people.filter((person) => !person.blocked).map((person) => [person.id, person])),
    optedOut: new Set(optOuts.map((row) => `${row.userId}:${row.mailKind}`)),
    orderTitles: new Map(orders.map((order) => [order.id, order.title])),
  };
}

/** A message notification still matters while it is unread and a message to the user about that order is unread. */
async function isMessageUnread(db: Database, notification: NotificationRow): Promise<boolean> {
  if (notification.isRead || notification.assignmentId === null) return false;
  const [unread] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.assignmentId, notification.assignmentId), eq(messages.toUserId, notification.userId), isNull(messages.readAt)))
    .limit(1);
  return Boolean(unread);
}

/** The periodic job: sends every due mail with the default mailer, a batch at a time. */
export async function sendAllDueMails(db: Database): Promise<void> {
  const mailer = getDefaultMailer();
  let claimed: number;
  do {
    const { sent, skipped, failed } = await sendDueMails({ db, mailer, portalOrigin: env.PORTAL_ORIGIN });
    claimed = sent.length + skipped.length + failed.length;
    if (sent.length) logger.info({ count: sent.length }, 'notification mails sent');
  } while (claimed === MAIL_BATCH);
}
