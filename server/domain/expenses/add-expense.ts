import { and, eq, inArray } from 'drizzle-orm';
import { getStatusLabel } from '@/constants';
import { canAddExpense, EXPENSE_ADD_STATUSES, type Expense } from '@/contracts/expenses';
import { RECEIPT_FIELD } from '@/constants';
import type { Database } from '../../db/client';
import { assignments, expenses } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { recordOrderEvent } from '../events/record-order-event';
import { deleteStoredFile } from '../files/delete-stored-file';
import { storeUpload } from '../files/store-upload';
import { getPartyOrderOrThrow } from '../lifecycle/get-party-order-or-throw';
import { toUserName, userNameSql } from '../lifecycle/get-user-name';
import { resolveActedAt } from '../lifecycle/resolve-acted-at';
import { engineerParty, partyOrders } from '../lifecycle/lifecycle-party';
import { formatMoney } from '../payments/to-payment-record';
import { selectExpense } from './select-expenses';

type AddExpenseOptions = {
  db: Database;
  storage: FileStorage;
  engineerId: number;
  input: { assignment_id: number; amount: number; category: Expense['category']; description: string; acted_at?: string };
  receipt?: File;
  maxBytes: number;
  now?: Date;
};

const notOpen = (status: number) =>
  new AppError('CONFLICT', `Expenses can be added from check-in until the work order is completed; it is ${getStatusLabel(status, 'engineer')}.`);

/**
 * The assigned engineer adds an expense (pending until the company side decides). The order row
 * is share-locked while it is added, so a completion at the same moment comes strictly before or after.
 */
export async function addExpense({ db, storage, engineerId, input, receipt, maxBytes, now = new Date() }: AddExpenseOptions): Promise<Expense> {
  const party = engineerParty(engineerId);
  const order = await getPartyOrderOrThrow({ db, party, assignmentId: input.assignment_id });
  if (!canAddExpense(order.status)) throw notOpen(order.status);
  const actedAt = await resolveActedAt({ db, assignmentId: order.id, userId: engineerId, actedAt: input.acted_at, now });

  const stored = receipt ? await storeUpload({ db, storage, file: receipt, kind: 'document', uploadedBy: engineerId, maxBytes, field: RECEIPT_FIELD }) : null;
  try {
    const expenseId = await db.transaction(async (tx) => {
      const [open] = await tx
        .select({ status: assignments.status })
        .from(assignments)
        .where(and(eq(assignments.id, order.id), partyOrders(party), inArray(assignments.status, EXPENSE_ADD_STATUSES)))
        .for('share');
      if (!open) throw notOpen((await getPartyOrderOrThrow({ db: tx, party, assignmentId: order.id })).status);
      const [row] = await tx
        .insert(expenses)
        .values({ assignmentId: order.id, engineerId, amount: input.amount, category: input.category, description: input.description, receiptFileId: stored?.id ?? null, actedAt })
        .returning({ id: expenses.id, engineerName: userNameSql(engineerId) });
      const name = toUserName(row.engineerName);
      const body = `${name} added an expense of ${formatMoney(input.amount)} to "${order.title}". Please approve or reject it.`;
      const expense = { id: row.id, amount: input.amount, category: input.category, description: input.description, status: 'pending' as const, reason: null };
      await recordOrderEvent(tx, { event: 'expenseAdded', order, by: party, notice: { title: 'New expense', body }, webhookData: { expense } });
      return row.id;
    });
    return await selectExpense({ db, expenseId });
  } catch (error) {
    if (stored) await deleteStoredFile({ db, storage, fileId: stored.id });
    throw error;
  }
}
