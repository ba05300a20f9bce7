'use client';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { saveObjectUrl } from '@/lib/saveBlob';
import type { Expense } from '@/contracts/expenses';
import { useDownloadExpenseReceiptMutation } from '@/store/api/expensesApi';
import { EXPENSE_STATUS_TEXT } from './expenseText';

// What an expense's table row and its phone card both show.

/** The company side's choice on a pending expense. */
export type DecideExpense = (expense: Expense, status: 'approved' | 'rejected') => void;

/** Where the expense stands, and the company's reason when it was rejected. */
export function ExpenseStatus({ expense }: { expense: Expense }) {
  return (
    <>
      <Chip size="small" label={EXPENSE_STATUS_TEXT[expense.status].label} color={EXPENSE_STATUS_TEXT[expense.status].color} />
      {expense.reason && (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {expense.reason}
        </Typography>
      )}
    </>
  );
}

/** Saves an expense's receipt; answers the id being downloaded, if any. */
export function useReceiptDownload() {
  const [downloadReceipt, { isLoading, originalArgs }] = useDownloadExpenseReceiptMutation();
  const download = async (expense: Expense) => {
    if (!expense.receipt) return;
    try {
      saveObjectUrl(await downloadReceipt(expense.id).unwrap(), expense.receipt.name);
    } catch {
      // Toasted by the API client.
    }
  };
  return { download, downloadingId: isLoading ? originalArgs : null };
}

type ReceiptButtonProps = { expense: Expense; isDownloading: boolean; onDownload: (expense: Expense) => Promise<void> };

/** Downloads the expense's receipt; a dash when it has none. */
export function ReceiptButton({ expense, isDownloading, onDownload }: ReceiptButtonProps) {
  if (!expense.receipt) return <>—</>;
  return (
    <Button size="small" startIcon={<Download />} disabled={isDownloading} onClick={() => void onDownload(expense)} aria-label={`Download receipt ${expense.receipt.name}`}>
      Receipt
    </Button>
  );
}

/** Approve and Reject, while the expense is pending. */
export function DecisionButtons({ expense, onDecide }: { expense: Expense; onDecide: DecideExpense }) {
  if (expense.status !== 'pending') return null;
  return (
    <Box sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1 }}>
      <Button size="small" variant="outlined" color="success" onClick={() => onDecide(expense, 'approved')}>
        Approve
      </Button>
      <Button size="small" variant="outlined" color="error" onClick={() => onDecide(expense, 'rejected')}>
        Reject
      </Button>
    </Box>
  );
}
