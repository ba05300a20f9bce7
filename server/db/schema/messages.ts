import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { assignments } from './assignments';
import { createdAt, timestamptz } from './columns';
import { users } from './users';

/**
 * Messages about one order between its company side and one engineer (an applicant or the
 * assignee). `engineerId` names the thread, whichever way a message goes.
 */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    engineerId: integer('engineer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** When the recipient first opened the thread after it arrived. */
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (table) => [index('messages_thread_idx').on(table.assignmentId, table.engineerId, table.id)],
);

export type MessageRow = typeof messages.$inferSelect;
