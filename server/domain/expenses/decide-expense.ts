import { and, eq } from 'drizzle-orm';
import { getStatusLabel } from '@/constants';
import { canDecideExpense, type Expense, type ExpenseDecisionInput } from '@/contracts/expenses';
import type { Database } from '../../db/client';
import { assignments, expenses } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { assignmentVisibleTo, type CompanyActor } from '../assignments/company-actor';
import { recordOrderEvent } from '../events/record-order-event';
import { formatMoney } from '../payments/to-payment-record';
import { selectExpense } from './select-expenses';

export const EXPENSE_NOT_FOUND_MESSAGE = 'Expense not found.';

type DecideExpenseOptions = { db: Database; actor: CompanyActor; expenseId: number; input: ExpenseDecisionInput; now?: Date };

/**
 * The company side approves or rejects a pending expense, once, until the order is paid. The
 * order row is share-locked, so recording the payment (which locks it) waits for the decision.
 */
export async function decideExpense({ db, actor, expenseId, input, now = new Date() }: DecideExpenseOptions): Promise<Expense> {
  const [found] = await db
    .select({ assignmentId: expenses.assignmentId })
    .from(expenses)
    .innerJoin(assignments, eq(assignments.id, expenses.assignmentId))
    .where(and(eq(expenses.id, expenseId), assignmentVisibleTo(actor)))
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND', EXPENSE_NOT_FOUND_MESSAGE);

  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(assignments).where(eq(assignments.id, found.assignmentId)).for('share');
    if (!canDecideExpense(order.status)) {
      throw new AppError('CONFLICT', `Expenses can no longer be approved or rejected: the work order is ${getStatusLabel(order.status, 'company')}.`);
    }
    const [decided] = await tx
      .update(expenses)
      .set({ status: input.status, reason: input.reason ?? null, decidedBy: actor.userId, decidedAt: now })
      .where(and(eq(expenses.id, expenseId), eq(expenses.status, 'pending')))
      .returning();
    if (!decided) {
      const [current] = await tx.select({ status: expenses.status }).from(expenses).where(eq(expenses.id, expenseId));
      throw new AppError('CONFLICT', `This expense has already been ${current.status}.`);
    }
    const verdict = input.status === 'approved' ? 'approved' : 'rejected';
    const because = input.reason ? ` Reason: ${input.reason}` : '';
    await recordOrderEvent(tx, {
      event: verdict === 'approved' ? 'expenseApproved' : 'expenseRejected',
      order,
      by: { actor: 'company', userId: actor.userId },
      engineerIds: [decided.engineerId],
      notice: { title: `Expense ${verdict}`, body: `Your expense of ${formatMoney(decided.amount)} for "${order.title}" was ${verdict}.${because}` },
      webhookData: { expense: { id: decided.id, amount: decided.amount, category: decided.category, description: decided.description, status: decided.status, reason: decided.reason } },
    });
  });
  return selectExpense({ db, expenseId });
}
