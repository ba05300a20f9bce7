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
  // The alert statement finds the few saved searches a posted order may match through these
  // (skills overlapping the order's; keywords among those the order matches; no skills and no
  // keywords) and tests the rest of the filters on those only.
  (table) => [
    index('saved_searches_engineer_id_idx').on(table.engineerId),
    index('saved_searches_alert_skills_idx').using('gin', table.skillIds).where(sql`${table.alert}`),
    index('saved_searches_alert_q_idx').on(table.q).where(sql`${table.alert} and ${table.q} is not null`),
    index('saved_searches_alert_unfiltered_idx').on(table.id).where(sql`${table.alert} and ${table.q} is null and cardinality(${table.skillIds}) = 0`),
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

/**
 * Orders waiting for the alert matching: queued in the transaction that posts or opens them, and
 * matched after it commits by the saved-search alert job (alertQueuedSavedSearches), so posting
 * does not wait for thousands of alerts to be written.
 */
export const savedSearchAlertQueue = pgTable('saved_search_alert_queue', {
  assignmentId: ownedBy('assignment_id', () => assignments.id).primaryKey(),
  queuedAt: createdAt(),
});

export type SavedSearchRow = typeof savedSearches.$inferSelect;
