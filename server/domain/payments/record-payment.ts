import { and, eq } from 'drizzle-orm';
import type { LifecycleResult, PaymentRecord } from '@/contracts/lifecycle';
import type { Database } from '../../db/client';
import { assignments, payments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { CompanyActor } from '../assignments/company-actor';
import { ASSIGNMENT_NOT_FOUND_MESSAGE } from '../assignments/get-owned-assignment-or-throw';
import { summarizeExpenses } from '../expenses/summarize-expenses';
import { applyTransition, requireTransition } from '../lifecycle/apply-transition';
import { companyParty, partyOrders } from '../lifecycle/lifecycle-party';
import { computePaymentBreakdown } from './compute-payment-breakdown';
import { recordOnlyGateway, type PaymentGateway } from './payment-gateway';
import { formatMoney, toPaymentRecord } from './to-payment-record';

type RecordPaymentOptions = {
  db: Database;
  actor: CompanyActor;
  assignmentId: number;
  /** The total the user was shown; a different total now is a 409 instead of a surprise. */
  expectedTotal?: number;
  gateway?: PaymentGateway;
  now?: Date;
};

/**
 * 7 → 8: pays the agreed pay plus approved expenses, computed here from the terms and the
 * recorded hours, never taken from the request. The order row is locked before the expenses are
 * summed; expense decisions share-lock it, so none can slip in between.
 */
export async function recordPayment({ db, actor, assignmentId, expectedTotal, gateway = recordOnlyGateway, now = new Date() }: RecordPaymentOptions): Promise<LifecycleResult & { payment: PaymentRecord }> {
  const party = companyParty(actor);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(assignments)
      .where(and(eq(assignments.id, assignmentId), partyOrders(party)))
      .for('update');
    if (!order) throw new AppError('NOT_FOUND', ASSIGNMENT_NOT_FOUND_MESSAGE);
    requireTransition('recordPayment', order, party);

    const breakdown = computePaymentBreakdown(order, await summarizeExpenses({ db: tx, assignmentId }));
    if (expectedTotal !== undefined && Math.abs(expectedTotal - breakdown.total) >= 0.005) {
      throw new AppError('CONFLICT', `The amount to pay is now ${formatMoney(breakdown.total)}, not ${formatMoney(expectedTotal)}. Please review it.`);
    }
    const amounts = `${formatMoney(breakdown.total)} (pay ${formatMoney(breakdown.labor_amount)} + approved expenses ${formatMoney(breakdown.expenses_amount)})`;
    const result = await applyTransition(tx, {
      action: 'recordPayment',
      party,
      order,
      changes: { paidAt: now },
      note: (name) => `${name} recorded a payment of ${amounts}`,
      notice: (_name, paid) => ({ title: 'Payment recorded', body: `A payment of ${amounts} was recorded for "${paid.title}".` }),
    });

    const engineerId = order.assignedEngineerId!;
    const confirmation = await gateway.pay({ assignmentId, engineerId, paidBy: actor.userId, amount: breakdown.total });
    const [payment] = await tx
      .insert(payments)
      .values({
        assignmentId,
        engineerId,
        paidBy: actor.userId,
        hoursWorked: breakdown.hours_worked,
        laborAmount: breakdown.labor_amount,
        expensesAmount: breakdown.expenses_amount,
        totalAmount: breakdown.total,
        ...confirmation,
        createdAt: now,
      })
      .returning();
    return { ...result, payment: toPaymentRecord(payment) };
  });
}
