import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, money, ownedBy, timestamptz, updatedAt } from './columns';
import { assignments } from './assignments';
import { users } from './users';

/**
 * An engineer's named Find Work filter set (at most 10 each). The filters are columns, so the
 * database can decide which saved searches with `alert` match a newly posted order.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: identityId(),
    engineerId: ownedBy('engineer_id', () => users.id),
    name: text('name').notNull(),
    /** Keywords, as typed (matched as a prefix search over the order's search document). */
    q: text('q'),
    skillIds: integer('skill_ids').array().notNull().default(sql`'{}'::integer[]`),
    paymentType: integer('payment_type'),
    minPay: money('min_pay'),
    withinDistance: boolean('within_distance').notNull().default(false),
    startFrom: date('start_from'),
    startTo: date('start_to'),
    sortBy: text('sort_by'),
    alert: boolean('alert').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('saved_searches_engineer_id_idx').on(table.engineerId),
    index('saved_searches_alert_idx').on(table.id).where(sql`${table.alert}`),
    check('saved_searches_payment_type_check', sql`${table.paymentType} in (1, 2, 3)`),
  ],
);

/** One alert per order and engineer, ever; `mailedAt` is set when a digest mail included it. */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    assignmentId: ownedBy('assignment_id', () => assignments.id),
    engineerId: ownedBy('engineer_id', () => users.id),
    savedSearchId: integer('saved_search_id').references(() => savedSearches.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    mailedAt: timestamptz('mailed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.assignmentId, table.engineerId] }),
    index('saved_search_alerts_unmailed_idx').on(table.engineerId).where(sql`${table.mailedAt} is null`),
  ],
);

export type SavedSearchRow = typeof savedSearches.$inferSelect;
