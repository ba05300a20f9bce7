import type { RouteHandler } from '@hono/zod-openapi';
import type { NotificationRow } from '../../db/schema';
import { clearNotifications } from '../../domain/notifications/clear-notifications';
import { countUnreadNotifications } from '../../domain/notifications/count-unread-notifications';
import { listNotifications } from '../../domain/notifications/list-notifications';
import { readAllNotifications } from '../../domain/notifications/read-all-notifications';
import { readNotification } from '../../domain/notifications/read-notification';
import type { AppEnv } from '../../lib/create-router';
import type * as routes from './notifications.routes';

type Handler<R extends 'list' | 'read' | 'readAll' | 'clearAll'> = RouteHandler<(typeof routes)[R], AppEnv>;

const toNotification = (row: NotificationRow) => ({
  id: row.id,
  kind: row.kind,
  assignment_id: row.assignmentId,
  title: row.title,
  body: row.body,
  link: row.link,
  is_read: row.isRead,
  created_at: row.createdAt.toISOString(),
});

// GET /get-notifications – a page of the user's notifications
export const list: Handler<'list'> = async (c) => {
  const { page, per_page } = c.req.valid('query');
  const result = await listNotifications({ db: c.var.db, userId: c.var.user.id, page, perPage: per_page });
  const data = { total_count: result.totalCount, unread_count: result.unreadCount, data: result.rows.map(toNotification) };
  return c.json({ message: 'OK', data }, 200);
};

// PATCH /read-notification – mark one notification read
export const read: Handler<'read'> = async (c) => {
  const { db, user } = c.var;
  await readNotification({ db, userId: user.id, notificationId: c.req.valid('json').id });
  return c.json({ message: 'Notification marked as read.', data: { unread_count: await countUnreadNotifications({ db, userId: user.id }) } }, 200);
};

// PATCH /read-all-notification – mark all read
export const readAll: Handler<'readAll'> = async (c) => {
  await readAllNotifications({ db: c.var.db, userId: c.var.user.id });
  return c.json({ message: 'All notifications marked as read.', data: { unread_count: 0 } }, 200);
};

// PATCH /clear-all-notification – remove all
export const clearAll: Handler<'clearAll'> = async (c) => {
  await clearNotifications({ db: c.var.db, userId: c.var.user.id });
  return c.json({ message: 'All notifications cleared.', data: { unread_count: 0 } }, 200);
};
