import { desc, eq, type SQL } from 'drizzle-orm';
import type { Expense } from '@/contracts/expenses';
import type { Database } from '../../db/client';
import { assignments, expenses, storedFiles, users } from '../../db/schema';

type SelectExpensesOptions = { db: Database; where: SQL | undefined; limit: number; offset?: number };

/** Expenses as the API answers them (newest first); `where` may read expenses and assignments. */
export async function selectExpenses({ db, where, limit, offset = 0 }: SelectExpensesOptions): Promise<Expense[]> {
  const rows = await db
    .select({ expense: expenses, title: assignments.title, firstName: users.firstName, lastName: users.lastName, receipt: storedFiles })
    .from(expenses)
    .innerJoin(assignments, eq(assignments.id, expenses.assignmentId))
    .innerJoin(users, eq(users.id, expenses.engineerId))
    .leftJoin(storedFiles, eq(storedFiles.id, expenses.receiptFileId))
    .where(where)
    .orderBy(desc(expenses.createdAt), desc(expenses.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ expense, title, firstName, lastName, receipt }) => ({
    id: expense.id,
    assignment_id: expense.assignmentId,
    assignment_title: title,
    engineer_id: expense.engineerId,
    engineer_name: `${firstName} ${lastName}`,
    amount: expense.amount,
    category: expense.category,
    description: expense.description,
    receipt: receipt ? { id: receipt.id, name: receipt.originalName, mime_type: receipt.mimeType, size_bytes: receipt.sizeBytes } : null,
    status: expense.status,
    reason: expense.reason,
    decided_at: expense.decidedAt?.toISOString() ?? null,
    created_at: expense.createdAt.toISOString(),
  }));
}

/** One expense by id, as answered after it was added or decided. */
export async function selectExpense({ db, expenseId }: { db: Database; expenseId: number }): Promise<Expense> {
  const [expense] = await selectExpenses({ db, where: eq(expenses.id, expenseId), limit: 1 });
  return expense;
}
