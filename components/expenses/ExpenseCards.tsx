'use client';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@/lib/formatters';
import { EXPENSE_CATEGORY_LABELS, type Expense } from '@/contracts/expenses';
import { DecisionButtons, ReceiptButton, useReceiptDownload, type DecideExpense } from './ExpenseParts';
import { EXPENSE_STATUS_TEXT } from './expenseText';

type ExpenseCardsProps = { expenses: Expense[]; onDecide?: DecideExpense };

/** The expenses table's rows as cards, for phones (as the lists do): nothing to scroll sideways. */
export default function ExpenseCards({ expenses, onDecide }: ExpenseCardsProps) {
  const { download, downloadingId } = useReceiptDownload();
  return (
    <Box component="ul" aria-label="Expenses" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {expenses.map((expense) => (
        <Paper key={expense.id} component="li" variant="outlined" aria-label={`${formatMoney(expense.amount)} ${EXPENSE_CATEGORY_LABELS[expense.category]}`} sx={{ p: 1.5, minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>
              {formatMoney(expense.amount)} · {EXPENSE_CATEGORY_LABELS[expense.category]}
            </Typography>
            <Chip size="small" label={EXPENSE_STATUS_TEXT[expense.status].label} color={EXPENSE_STATUS_TEXT[expense.status].color} />
          </Box>
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {expense.description}
          </Typography>
          {expense.reason && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {expense.reason}
            </Typography>
          )}
          {(expense.receipt || (onDecide && expense.status === 'pending')) && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1 }}>
              {expense.receipt && <ReceiptButton expense={expense} isDownloading={downloadingId === expense.id} onDownload={download} />}
              {onDecide && <DecisionButtons expense={expense} onDecide={onDecide} />}
            </Box>
          )}
        </Paper>
      ))}
    </Box>
  );
}
