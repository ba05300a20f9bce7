import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { MailKind } from '@/constants';
import { createdAt, ownedBy } from './columns';
import { users } from './users';

/** The mails a user turned off (constants MAIL_KINDS); every other kind is sent. */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    userId: ownedBy('user_id', () => users.id),
    mailKind: text('mail_kind').$type<MailKind>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.mailKind] })],
);
