import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';

type CountUnreadNotificationsOptions = { db: Database; userId: number };

export async function countUnreadNotifications({ db, userId }: CountUnreadNotificationsOptions): Promise<number> {
  const [{ unread }] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return unread;
}
