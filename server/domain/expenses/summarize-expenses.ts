import { count, eq, sum } from 'drizzle-orm';
import type { ExpenseStatus, ExpenseSummary } from '@/contracts/expenses';
import { roundToHundredths } from '@/lib/money';
import type { Database } from '../../db/client';
import { expenses } from '../../db/schema';

/** Counts and sums of an order's expenses by status. */
export async function summarizeExpenses({ db, assignmentId }: { db: Database; assignmentId: number }): Promise<ExpenseSummary> {
  const rows = await db
    .select({ status: expenses.status, total: count(), amount: sum(expenses.amount) })
    .from(expenses)
    .where(eq(expenses.assignmentId, assignmentId))
    .groupBy(expenses.status);
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
