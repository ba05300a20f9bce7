import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';

type ClearNotificationsOptions = { db: Database; userId: number };

/** Removes all of the user's notifications. */
export async function clearNotifications({ db, userId }: ClearNotificationsOptions): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}
