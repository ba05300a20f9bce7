import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { assignments } from './assignments';
import { createdAt, hours, identityId, money } from './columns';
import { users } from './users';

/**
 * The payment recorded for an order (at most one: the unique order id is the last guard
 * against paying twice), as computed at the time and as the payment gateway confirmed it.
 */
export const payments = pgTable('payments', {
  id: identityId(),
  assignmentId: integer('assignment_id')
    .notNull()
    .unique()
    .references(() => assignments.id, { onDelete: 'cascade' }),
  engineerId: integer('engineer_id')
    .notNull()
    .references(() => users.id),
  paidBy: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
  hoursWorked: hours('hours_worked'),
  laborAmount: money('labor_amount').notNull(),
  expensesAmount: money('expenses_amount').notNull(),
  totalAmount: money('total_amount').notNull(),
  /** Which gateway recorded it and its reference there. */
  gateway: text('gateway').notNull(),
  reference: text('reference').notNull(),
  createdAt: createdAt(),
});

export type PaymentRow = typeof payments.$inferSelect;
