import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';

type CreateNotificationOptions = {
  db: Database;
  userId: number;
  title: string;
  body: string;
  /** Portal path opened when the user clicks the notification. */
  link?: string | null;
};

/** Adds an in-app notification for a user; other domains call this after their own changes. */
export async function createNotification({ db, userId, title, body, link = null }: CreateNotificationOptions) {
  const [notification] = await db.insert(notifications).values({ userId, title, body, link }).returning();
  return notification;
}
