'use client';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { saveObjectUrl } from '@/components/assignments/details/saveBlob';
import { formatMoney } from '@/components/assignments/formatters';
import { EXPENSE_CATEGORY_LABELS, type Expense } from '@/contracts/expenses';
import { useDownloadExpenseReceiptMutation } from '@/store/api/expensesApi';
import { EXPENSE_STATUS_TEXT } from './expenseText';

type ExpenseTableProps = {
  expenses: Expense[];
  /** The company side's buttons on a pending expense, while it may still decide; none otherwise. */
  onDecide?: (expense: Expense, status: 'approved' | 'rejected') => void;
};

/** An order's expenses: amount, category, description, where each stands, and its receipt. */
export default function ExpenseTable({ expenses, onDecide }: ExpenseTableProps) {
  const [downloadReceipt, { isLoading, originalArgs }] = useDownloadExpenseReceiptMutation();
  const downloadingId = isLoading ? originalArgs : null;
  const download = async (expense: Expense) => {
    if (!expense.receipt) return;
    try {
      saveObjectUrl(await downloadReceipt(expense.id).unwrap(), expense.receipt.name);
    } catch {
      // Toasted by the API client.
    }
  };

  return (
    <TableContainer>
      <Table size="small" aria-label="Expenses" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>Amount</TableCell>
            <TableCell>Category</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Receipt</TableCell>
            {onDecide && <TableCell align="right">Decision</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {expenses.map((expense) => (
            <TableRow key={expense.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(expense.amount)}</TableCell>
              <TableCell>{EXPENSE_CATEGORY_LABELS[expense.category]}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{expense.description}</TableCell>
              <TableCell>
                <Chip size="small" label={EXPENSE_STATUS_TEXT[expense.status].label} color={EXPENSE_STATUS_TEXT[expense.status].color} />
                {expense.reason && (
                  <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
                    {expense.reason}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                {expense.receipt ? (
                  <Button size="small" startIcon={<Download />} disabled={downloadingId === expense.id} onClick={() => void download(expense)} aria-label={`Download receipt ${expense.receipt.name}`}>
                    Receipt
                  </Button>
                ) : (
                  '—'
                )}
              </TableCell>
              {onDecide && (
                <TableCell align="right">
                  {expense.status === 'pending' && (
                    <Box sx={{ display: 'inline-flex', gap: 1 }}>
                      <Button size="small" variant="outlined" color="success" onClick={() => onDecide(expense, 'approved')}>
                        Approve
                      </Button>
                      <Button size="small" variant="outlined" color="error" onClick={() => onDecide(expense, 'rejected')}>
                        Reject
                      </Button>
                    </Box>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
