import { eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';

type FindLatestNotificationIdOptions = { db: Database; userId: number };

/** The id of the user's newest notification, 0 when they have none: where a new live stream starts counting. */
export async function findLatestNotificationId({ db, userId }: FindLatestNotificationIdOptions): Promise<number> {
  const [row] = await db.select({ latest: max(notifications.id) }).from(notifications).where(eq(notifications.userId, userId));
  return row?.latest ?? 0;
}
