import { PAYMENT_TYPE } from '@/constants';
import type { ExpenseSummary } from '@/contracts/expenses';
import type { PaymentBreakdown } from '@/contracts/lifecycle';
import { roundToHundredths } from '@/lib/money';
import type { AssignmentRow } from '../../db/schema';

type Terms = Pick<
  AssignmentRow,
  'id' | 'paymentTypeId' | 'hourlyRate' | 'maxHours' | 'fixedAmount' | 'blendedFirstHours' | 'blendedAdditionalRate' | 'checkedInAt' | 'checkedOutAt'
>;

/** Hours from check-in to check-out, two decimals; null until both are recorded. */
export function computeHoursWorked({ checkedInAt, checkedOutAt }: Pick<AssignmentRow, 'checkedInAt' | 'checkedOutAt'>): number | null {
  if (!checkedInAt || !checkedOutAt) return null;
  return roundToHundredths(Math.max(0, checkedOutAt.getTime() - checkedInAt.getTime()) / 3_600_000);
}

/**
 * What an order pays on its agreed terms: hourly, rate × hours worked up to the hours cap;
 * fixed, the amount; blended, the amount for the first hours plus the rate for each further
 * hour worked (up to the cap). Approved expenses come on top; pending and rejected ones do not.
 */
export function computePaymentBreakdown(order: Terms, expenses: ExpenseSummary): PaymentBreakdown {
  const hoursWorked = computeHoursWorked(order);
  const billableHours = hoursWorked === null ? null : order.maxHours == null ? hoursWorked : Math.min(hoursWorked, order.maxHours);
  const hours = billableHours ?? 0;
  let labor: number;
  if (order.paymentTypeId === PAYMENT_TYPE.HOURLY) labor = (order.hourlyRate ?? 0) * hours;
  else if (order.paymentTypeId === PAYMENT_TYPE.FIXED) labor = order.fixedAmount ?? 0;
  else labor = (order.fixedAmount ?? 0) + Math.max(0, hours - (order.blendedFirstHours ?? 0)) * (order.blendedAdditionalRate ?? 0);

  const laborAmount = roundToHundredths(labor);
  const expensesAmount = roundToHundredths(expenses.approved_amount);
  return {
    assignment_id: order.id,
    payment_type: order.paymentTypeId as 1 | 2 | 3,
    hours_worked: hoursWorked,
    billable_hours: billableHours,
    hourly_rate: order.hourlyRate,
    max_hours: order.maxHours,
    fixed_amount: order.fixedAmount,
    blended_first_hours: order.blendedFirstHours,
    blended_additional_rate: order.blendedAdditionalRate,
    labor_amount: laborAmount,
    expenses_amount: expensesAmount,
    approved_expense_count: expenses.approved_count,
    pending_expense_count: expenses.pending_count,
    total: roundToHundredths(laborAmount + expensesAmount),
  };
}
