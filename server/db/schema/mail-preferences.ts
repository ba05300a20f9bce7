import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { MailKind } from '@/constants';
import { createdAt } from './columns';
import { users } from './users';

/** The mails a user turned off (constants MAIL_KINDS); every other kind is sent. */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mailKind: text('mail_kind').$type<MailKind>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.mailKind] })],
);
