import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, postalAddress, updatedAt } from './columns';
import { users } from './users';

/** A company account; its owner is the company user who registered it. */
export const companies = pgTable('companies', {
  id: identityId(),
  ownerUserId: integer('owner_user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  logo: text('logo'),
  phone: text('phone'),
  website: text('website'),
  ...postalAddress(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type CompanyRow = typeof companies.$inferSelect;
