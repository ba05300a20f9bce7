import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { ExpenseCategory, ExpenseStatus } from '@/contracts/expenses';
import { assignments } from './assignments';
import { createdAt, identityId, money, ownedBy, timestamptz, updatedAt } from './columns';
import { storedFiles } from './files';
import { users } from './users';

/**
 * What the assigned engineer spent on an order (with an optional receipt). Only approved
 * expenses are paid with the order; the company side decides each one once, before payment.
 */
export const expenses = pgTable(
  'expenses',
  {
    id: identityId(),
    assignmentId: ownedBy('assignment_id', () => assignments.id),
    engineerId: ownedBy('engineer_id', () => users.id),
    amount: money('amount').notNull(),
    category: text('category').$type<ExpenseCategory>().notNull(),
    description: text('description').notNull(),
    receiptFileId: integer('receipt_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    status: text('status').$type<ExpenseStatus>().notNull().default('pending'),
    /** Why it was rejected (or a remark on approval). */
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    /** When the engineer added it, for one queued offline; null when it is the arrival time (created_at). */
    actedAt: timestamptz('acted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('expenses_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check('expenses_amount_check', sql`${table.amount} > 0`),
    index('expenses_assignment_id_idx').on(table.assignmentId),
    index('expenses_engineer_id_idx').on(table.engineerId),
  ],
);

export type ExpenseRow = typeof expenses.$inferSelect;
