import { sql } from 'drizzle-orm';
import { findMailKind, UNREAD_MESSAGE_MAIL_DELAY_MS, type NotificationKind } from '@/constants';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';

export type CreateNotificationOptions = {
  db: Database;
  userId: number;
  kind: NotificationKind;
  /** The work order it is about, if any. */
  assignmentId?: number | null;
  title: string;
  body: string;
  /** Portal path opened when the user clicks the notification. */
  link?: string | null;
};

/**
 * Adds an in-app notification for a user, inside the caller's transaction; other domains call
 * this with their own changes. A trigger announces it to every server process on commit. Kinds
 * that are mailed get a due time (a message only once it has stayed unread for a while).
 */
export async function createNotification({ db, userId, kind, assignmentId = null, title, body, link = null }: CreateNotificationOptions) {
  const delayMs = kind === 'message' ? UNREAD_MESSAGE_MAIL_DELAY_MS : 0;
  const mailDueAt = findMailKind(kind) ? sql`now() + ${`${delayMs} milliseconds`}::interval` : null;
  const [notification] = await db.insert(notifications).values({ userId, kind, assignmentId, title, body, link, mailDueAt }).returning();
  return notification;
}
