import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { assignments } from './assignments';
import { createdAt, identityId, ownedBy, timestamptz } from './columns';
import { users } from './users';

/**
 * Messages about one order between its company side and one engineer (an applicant or the
 * assignee). `engineerId` names the thread, whichever way a message goes.
 */
export const messages = pgTable(
  'messages',
  {
    id: identityId(),
    assignmentId: ownedBy('assignment_id', () => assignments.id),
    engineerId: ownedBy('engineer_id', () => users.id),
    fromUserId: ownedBy('from_user_id', () => users.id),
    toUserId: ownedBy('to_user_id', () => users.id),
    body: text('body').notNull(),
    /** When the recipient first opened the thread after it arrived. */
    readAt: timestamptz('read_at'),
    /** When the sender wrote it, for one queued offline; null when it is the arrival time (created_at). */
    actedAt: timestamptz('acted_at'),
    createdAt: createdAt(),
  },
  (table) => [index('messages_thread_idx').on(table.assignmentId, table.engineerId, table.id)],
);

export type MessageRow = typeof messages.$inferSelect;
