'use client';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatMoney } from '@/lib/formatters';
import { EXPENSE_CATEGORY_LABELS, type Expense } from '@/contracts/expenses';
import { DecisionButtons, ExpenseStatus, ReceiptButton, useReceiptDownload, type DecideExpense } from './ExpenseParts';

type ExpenseTableProps = {
  expenses: Expense[];
  /** The company side's buttons on a pending expense, while it may still decide; none otherwise. */
  onDecide?: DecideExpense;
};

/**
 * An order's expenses: amount, category, description, where each stands, and its receipt. Where
 * its card is narrower than the table, the table scrolls inside it (the page never does); it
 * takes focus, so a keyboard can scroll it too.
 */
export default function ExpenseTable({ expenses, onDecide }: ExpenseTableProps) {
  const { download, downloadingId } = useReceiptDownload();
  return (
    <TableContainer tabIndex={0} role="region" aria-label="Expenses table" sx={{ '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}>
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
                <ExpenseStatus expense={expense} />
              </TableCell>
              <TableCell>
                <ReceiptButton expense={expense} isDownloading={downloadingId === expense.id} onDownload={download} />
              </TableCell>
              {onDecide && (
                <TableCell align="right">
                  <DecisionButtons expense={expense} onDecide={onDecide} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
