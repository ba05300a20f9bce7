import { boolean, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { createdAt, identityId, ownedBy, updatedAt } from './columns';
import { users } from './users';

/** A customer is a sub-user of one company; its id is the customer_id the API speaks of. */
export const customers = pgTable(
  'customers',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: ownedBy('company_id', () => companies.id),
    /** The user who added this customer: the company owner or another customer of the company. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    blocked: boolean('blocked').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('customers_company_id_idx').on(table.companyId)],
);

export type CustomerRow = typeof customers.$inferSelect;
