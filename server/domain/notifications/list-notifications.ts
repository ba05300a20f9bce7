import { count, desc, eq } from 'drizzle-orm';
import { capPerPage } from '@/contracts/primitives';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import { countUnreadNotifications } from './count-unread-notifications';

type ListNotificationsOptions = { db: Database; userId: number; page: number; perPage: number };

/** A page of the user's notifications, newest first, with the total and unread counts. */
export async function listNotifications({ db, userId, page, perPage }: ListNotificationsOptions) {
  const limit = capPerPage(perPage);
  const mine = eq(notifications.userId, userId);
  const [rows, [{ total }], unreadCount] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(notifications).where(mine),
    countUnreadNotifications({ db, userId }),
  ]);
  return { totalCount: total, unreadCount, rows };
}
