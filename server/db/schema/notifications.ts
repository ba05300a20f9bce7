import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '@/constants';
import { assignments } from './assignments';
import { createdAt, identityId, ownedBy, timestamptz } from './columns';
import { users } from './users';

/**
 * In-app notifications. Each insert is announced on the `portal_events` channel by a trigger
 * (migration 0004), so every server process pushes it to the user's open pages. A row with a
 * `mail_due_at` is also mailed once that time has come (unless the user turned that mail off).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: identityId(),
    userId: ownedBy('user_id', () => users.id),
    kind: text('kind').$type<NotificationKind>().notNull().default('account'),
    /** The work order it is about, so an open page knows what to refresh. */
    assignmentId: integer('assignment_id').references(() => assignments.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A portal path to open when the notification is clicked. */
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    /** When the mail for it is due; null when it is not mailed. */
    mailDueAt: timestamptz('mail_due_at'),
    mailedAt: timestamptz('mailed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    index('notifications_mail_due_idx').on(table.mailDueAt).where(sql`${table.mailDueAt} is not null and ${table.mailedAt} is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
