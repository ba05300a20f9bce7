import { formatDateTime, formatMoney } from '@/lib/formatters';
import { describePay } from '@/lib/payText';
import type { PaymentBreakdown, PaymentRecord } from '@/contracts/lifecycle';
import type { PaymentLine } from './PaymentLines';

/** '4.5 hours', '1 hour'; a dash until check-in and check-out are both recorded. */
export function formatHours(hours: number | null): string {
  if (hours === null) return '—';
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** Hours worked, and the hours paid when the cap cut them. */
function describeHours(worked: number | null, billable: number | null): string {
  if (worked === null || billable === null || billable === worked) return formatHours(worked);
  return `${formatHours(worked)} (${formatHours(billable)} paid: the hours cap)`;
}

/** What recording the payment would pay, as the payment dialog shows it. */
export function toBreakdownLines(breakdown: PaymentBreakdown): PaymentLine[] {
  return [
    { label: 'Agreed pay', value: describePay(breakdown) },
    { label: 'Hours worked', value: describeHours(breakdown.hours_worked, breakdown.billable_hours) },
    { label: 'Pay for the work', value: formatMoney(breakdown.labor_amount) },
    { label: `Approved expenses (${breakdown.approved_expense_count})`, value: formatMoney(breakdown.expenses_amount) },
    { label: 'Total', value: formatMoney(breakdown.total), isTotal: true },
  ];
}

/** The payment as recorded, in the order's time zone. */
export function toPaymentRecordLines(payment: PaymentRecord, timezone: string): PaymentLine[] {
  return [
    { label: 'Paid on', value: formatDateTime(payment.paid_at, timezone) },
    { label: 'Hours worked', value: formatHours(payment.hours_worked) },
    { label: 'Pay for the work', value: formatMoney(payment.labor_amount) },
    { label: 'Approved expenses', value: formatMoney(payment.expenses_amount) },
    { label: 'Reference', value: payment.reference },
    { label: 'Total paid', value: formatMoney(payment.total_amount), isTotal: true },
  ];
}
