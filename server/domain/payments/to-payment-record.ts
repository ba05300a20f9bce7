import type { PaymentRecord } from '@/contracts/lifecycle';
import type { PaymentRow } from '../../db/schema';

/** What a payment record shows of its row. */
export type PaymentFields = Pick<PaymentRow, 'totalAmount' | 'laborAmount' | 'expensesAmount' | 'hoursWorked' | 'gateway' | 'reference' | 'createdAt'>;

export function toPaymentRecord(payment: PaymentFields): PaymentRecord {
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
