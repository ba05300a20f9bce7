import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';

type ReadAllNotificationsOptions = { db: Database; userId: number };

export async function readAllNotifications({ db, userId }: ReadAllNotificationsOptions): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
}
