import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import { AppError } from '../../lib/errors';

type ReadNotificationOptions = { db: Database; userId: number; notificationId: number };

/** Marks one of the user's notifications read; someone else's is a 404. */
export async function readNotification({ db, userId, notificationId }: ReadNotificationOptions) {
  const [notification] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning();
  if (!notification) throw new AppError('NOT_FOUND', 'Notification not found.');
  return notification;
}
