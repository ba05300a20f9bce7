import { eq, sql } from 'drizzle-orm';
import type { WorkProgress } from '@/contracts/lifecycle';
import type { Database } from '../../db/client';
import { prepareByShape, type SqlValue } from '../../db/prepare-by-shape';
import { assignments, paymentDays, payments, type AssignmentRow } from '../../db/schema';
import { expenseTotalsSql, toExpenseSummary } from '../expenses/summarize-expenses';
import { computeHoursWorked } from '../payments/compute-payment-breakdown';
import { toPaymentRecord, type PaymentFields } from '../payments/to-payment-record';
import { addDays } from './format-order-date';
import { listAvailableActions } from './list-available-actions';

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

/** The payment's fields as JSON gives them (the instant as text). */
type PaymentColumn = Omit<PaymentFields, 'createdAt'> & { createdAt: string };

/** The order's payment, if it is paid, and its payment terms: columns of one statement with the expenses. */
const paymentSql = (assignmentId: SqlValue<number>) =>
  sql<PaymentColumn | null>`(select json_build_object('totalAmount', ${payments.totalAmount}, 'laborAmount', ${payments.laborAmount},
    'expensesAmount', ${payments.expensesAmount}, 'hoursWorked', ${payments.hoursWorked}, 'gateway', ${payments.gateway},
    'reference', ${payments.reference}, 'createdAt', ${payments.createdAt}) from ${payments} where ${payments.assignmentId} = ${assignmentId})`;
const paymentTermsSql = (paymentDayId: SqlValue<number | null>) =>
  sql<number | null>`(select ${paymentDays.days} from ${paymentDays} where ${paymentDays.id} = ${paymentDayId})`;

type LoadWorkProgressOptions = { db: Database; order: AssignmentRow; actor: 'engineer' | 'company' };

/** The statement of loadWorkProgress, built once per database (see prepareByShape). */
function prepareProgressQuery(db: Database) {
  const assignmentId = sql.placeholder('assignmentId');
  return db
    .select({ expenses: expenseTotalsSql(assignmentId), payment: paymentSql(assignmentId), termDays: paymentTermsSql(sql.placeholder('paymentDayId')) })
    .from(assignments)
    .where(eq(assignments.id, assignmentId))
    .prepare('');
}

/** How the work on an order went, as its details pages show it to either side (one statement: the expenses, the payment, the terms). */
export async function loadWorkProgress({ db, order, actor }: LoadWorkProgressOptions): Promise<WorkProgress> {
  const query = prepareByShape(db, 'work_progress', '', () => prepareProgressQuery(db));
  const [row] = await query.execute({ assignmentId: order.id, paymentDayId: order.paymentDayId });
  const payment = row?.payment;
  const termDays = row?.termDays ?? null;
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
    payment_due_at: order.approvedAt && termDays !== null ? addDays(order.approvedAt, termDays).toISOString() : null,
    paid_at: iso(order.paidAt),
    correction_note: order.correctionNote,
    expenses: toExpenseSummary(row?.expenses ?? []),
    payment: payment ? toPaymentRecord({ ...payment, createdAt: new Date(payment.createdAt) }) : null,
    available_actions: listAvailableActions(order, actor),
  };
}
