import type { PaymentRecord } from '@/contracts/lifecycle';
import type { PaymentRow } from '../../db/schema';

export function toPaymentRecord(payment: PaymentRow): PaymentRecord {
  return {
    total_amount: payment.totalAmount,
    labor_amount: payment.laborAmount,
    expenses_amount: payment.expensesAmount,
    hours_worked: payment.hoursWorked,
    gateway: payment.gateway,
    reference: payment.reference,
    paid_at: payment.createdAt.toISOString(),
  };
}

/** $1,234.50 as notes and notifications show money. */
export const formatMoney = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
