import { eq } from 'drizzle-orm';
import type { WorkProgress } from '@/contracts/lifecycle';
import type { Database } from '../../db/client';
import { paymentDays, payments, type AssignmentRow } from '../../db/schema';
import { summarizeExpenses } from '../expenses/summarize-expenses';
import { computeHoursWorked } from '../payments/compute-payment-breakdown';
import { toPaymentRecord } from '../payments/to-payment-record';
import { addDays } from './format-order-date';
import { listAvailableActions } from './list-available-actions';

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

type LoadWorkProgressOptions = { db: Database; order: AssignmentRow; actor: 'engineer' | 'company' };

/** How the work on an order went, as its details pages show it to either side. */
export async function loadWorkProgress({ db, order, actor }: LoadWorkProgressOptions): Promise<WorkProgress> {
  const [expenses, [payment], [terms]] = await Promise.all([
    summarizeExpenses({ db, assignmentId: order.id }),
    db.select().from(payments).where(eq(payments.assignmentId, order.id)).limit(1),
    order.paymentDayId ? db.select({ days: paymentDays.days }).from(paymentDays).where(eq(paymentDays.id, order.paymentDayId)).limit(1) : Promise.resolve([]),
  ]);
  return {
    checked_in_at: iso(order.checkedInAt),
    check_in_timing: order.checkInTiming,
    check_in_minutes_off_schedule: order.checkInMinutesOffSchedule,
    check_in_confirmed_at: iso(order.checkInConfirmedAt),
    checked_out_at: iso(order.checkedOutAt),
    check_out_confirmed_at: iso(order.checkOutConfirmedAt),
    hours_worked: computeHoursWorked(order),
    completed_at: iso(order.completedAt),
    approval_due_at: iso(order.approvalDueAt),
    approved_at: iso(order.approvedAt),
    payment_due_at: order.approvedAt && terms ? addDays(order.approvedAt, terms.days).toISOString() : null,
    paid_at: iso(order.paidAt),
    correction_note: order.correctionNote,
    expenses,
    payment: payment ? toPaymentRecord(payment) : null,
    available_actions: listAvailableActions(order, actor),
  };
}
