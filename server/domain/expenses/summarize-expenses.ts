import { count, eq, sql, sum } from 'drizzle-orm';
import type { ExpenseStatus, ExpenseSummary } from '@/contracts/expenses';
import { roundToHundredths } from '@/lib/money';
import type { Database } from '../../db/client';
import { expenses } from '../../db/schema';
import type { SqlValue } from '../../db/prepare-by-shape';

/** An order's expenses by status: how many, and their sum (a numeric, as text or as a JSON number). */
type StatusTotals = { status: ExpenseStatus; total: number; amount: string | number | null }[];

/** Counts and sums of an order's expenses by status. */
export async function summarizeExpenses({ db, assignmentId }: { db: Database; assignmentId: number }): Promise<ExpenseSummary> {
  const rows = await db
    .select({ status: expenses.status, total: count(), amount: sum(expenses.amount) })
    .from(expenses)
    .where(eq(expenses.assignmentId, assignmentId))
    .groupBy(expenses.status);
  return toExpenseSummary(rows);
}

/** summarizeExpenses as a column of another query (no statement of its own); read it with toExpenseSummary. */
export const expenseTotalsSql = (assignmentId: SqlValue<number>) =>
  sql<StatusTotals>`(select coalesce(json_agg(json_build_object('status', totals.status, 'total', totals.total, 'amount', totals.amount)), '[]'::json)
    from (select ${expenses.status} as status, count(*) as total, sum(${expenses.amount}) as amount
      from ${expenses} where ${expenses.assignmentId} = ${assignmentId} group by ${expenses.status}) as totals)`;

/** The summary of an order's totals by status (summarizeExpenses' rows or expenseTotalsSql's column). */
export function toExpenseSummary(rows: StatusTotals): ExpenseSummary {
  const of = (status: ExpenseStatus) => rows.find((row) => row.status === status);
  const amountOf = (status: ExpenseStatus) => roundToHundredths(Number(of(status)?.amount ?? 0));
  return {
    count: rows.reduce((total, row) => total + Number(row.total), 0),
    pending_count: Number(of('pending')?.total ?? 0),
    approved_count: Number(of('approved')?.total ?? 0),
    rejected_count: Number(of('rejected')?.total ?? 0),
    pending_amount: amountOf('pending'),
    approved_amount: amountOf('approved'),
  };
}
