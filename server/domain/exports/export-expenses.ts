import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { EXPENSE_CATEGORY_LABELS, type ExpenseCategory } from '@/contracts/expenses';
import type { ExportDateRange } from '@/contracts/exports';
import type { Database } from '../../db/client';
import { assignments, expenses, users } from '../../db/schema';
import { CSV_BOM, csvMoney, csvRow } from '../../lib/csv';
import { afterKey, streamPages } from '../../lib/keyset-stream';
import { assignmentVisibleTo, type CompanyActor } from '../assignments/company-actor';
import { asText, fullName, isoInstant, usDate, utcDayBounds, wallClockColumns } from './export-columns';

type ExportExpensesOptions = { db: Database; actor: CompanyActor; range: ExportDateRange; chunkRows?: number };

export const EXPENSE_EXPORT_HEADER = [
  'Expense ID', 'Order ID', 'Order title', 'Engineer', 'Engineer ID', 'Category', 'Description', 'Amount', 'Status', 'Reason',
  'Submitted at', 'Submitted date', 'Decided at', 'Decided date', 'Decided by',
];

type Row = Record<string, string | null>;

const capitalized = (text: string | null) => (text ? text[0].toUpperCase() + text.slice(1) : text);

const toCells = (row: Row) => [
  row.id, row.order_id, row.order_title, row.engineer, row.engineer_id,
  EXPENSE_CATEGORY_LABELS[row.category as ExpenseCategory] ?? row.category, row.description, csvMoney(row.amount), capitalized(row.status), row.reason,
  isoInstant(row, 'submitted'), usDate(row, 'submitted'), isoInstant(row, 'decided'), usDate(row, 'decided'), row.decided_by,
];

/**
 * One page of the expense export: at most `limit` expenses of the span the actor sees, oldest
 * first (by the time submitted, then the expense's id), after `after` (the last row of the page before).
 */
function expenseExportPage({ db, actor, range }: Omit<ExportExpensesOptions, 'chunkRows'>, after: Row | undefined, limit: number) {
  const { start, end } = utcDayBounds(range);
  const engineer = alias(users, 'engineer');
  const decider = alias(users, 'decider');
  const resume = after && afterKey('asc', [{ column: expenses.createdAt, value: after.key_at }, { column: expenses.id, value: after.id }]);
  return db
    .select({
      id: asText('id', expenses.id),
      // Where the next page resumes, with the id (not a column of the file).
      key_at: asText('key_at', expenses.createdAt),
      order_id: asText('order_id', assignments.id),
      order_title: asText('order_title', assignments.title),
      engineer: fullName('engineer', engineer),
      engineer_id: asText('engineer_id', expenses.engineerId),
      category: asText('category', expenses.category),
      description: asText('description', expenses.description),
      amount: asText('amount', expenses.amount),
      status: asText('status', expenses.status),
      reason: asText('reason', expenses.reason),
      ...wallClockColumns('submitted', expenses.createdAt, 'UTC'),
      ...wallClockColumns('decided', expenses.decidedAt, 'UTC'),
      decided_by: fullName('decided_by', decider),
    })
    .from(expenses)
    .innerJoin(assignments, eq(assignments.id, expenses.assignmentId))
    .leftJoin(engineer, eq(engineer.id, expenses.engineerId))
    .leftJoin(decider, eq(decider.id, expenses.decidedBy))
    .where(and(assignmentVisibleTo(actor), gte(expenses.createdAt, start), lt(expenses.createdAt, end), resume))
    .orderBy(asc(expenses.createdAt), asc(expenses.id))
    .limit(limit);
}

/** Each expense submitted from `from` to `to` (UTC days) on an order the actor sees, whatever its status, oldest first. */
export function exportExpenses({ db, actor, range, chunkRows }: ExportExpensesOptions): ReadableStream<Uint8Array> {
  return streamPages<Row>({
    head: CSV_BOM + csvRow(EXPENSE_EXPORT_HEADER),
    readPage: (after, limit) => expenseExportPage({ db, actor, range }, after, limit),
    writeRows: (page) => page.map((row) => csvRow(toCells(row))).join(''),
    pageRows: chunkRows,
  });
}
