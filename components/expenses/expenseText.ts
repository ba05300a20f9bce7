import type { ChipProps } from '@mui/material/Chip';
import { formatMoney } from '@/lib/formatters';
import { EXPENSE_CATEGORY_LABELS, type Expense, type ExpenseStatus } from '@/contracts/expenses';

// How both sides word an expense.

export const EXPENSE_STATUS_TEXT: Record<ExpenseStatus, { label: string; color: ChipProps['color'] }> = {
  pending: { label: 'Pending', color: 'warning' },
  approved: { label: 'Approved', color: 'success' },
  rejected: { label: 'Rejected', color: 'error' },
};

/** "$42.50 for Parking: Garage at the site", for confirmations. */
export function describeExpense(expense: Pick<Expense, 'amount' | 'category' | 'description'>): string {
  return `${formatMoney(expense.amount)} for ${EXPENSE_CATEGORY_LABELS[expense.category]}: ${expense.description}`;
}
