'use client';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { toast } from 'react-toastify';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import InfoCard from '@/components/ui/InfoCard';
import LoadFailure from '@/components/ui/LoadFailure';
import { canAddExpense, canDecideExpense, type Expense } from '@/contracts/expenses';
import { readErrorMessage } from '@/store/api/errors';
import { useDecideExpenseMutation, useGetExpensesQuery } from '@/store/api/expensesApi';
import { LIVE_QUERY_OPTIONS } from '@/store/api/liveQueryOptions';
import { useIsPhone } from '@/components/ui/useIsPhone';
import AddExpenseDialog from './AddExpenseDialog';
import ExpenseCards from './ExpenseCards';
import ExpenseTable from './ExpenseTable';
import RejectExpenseDialog from './RejectExpenseDialog';
import { describeExpense } from './expenseText';

export const EXPENSES_PER_PAGE = 5;

type ExpensesCardProps = {
  assignmentId: number;
  side: 'company' | 'engineer';
  /** The order's status: what may be done with its expenses now (contracts/expenses.ts). */
  status: number;
};

type Decision = { expense: Expense; status: 'approved' | 'rejected' };

/**
 * An order's expenses on its details page: the assignee adds them while the work is under way,
 * the company side approves or rejects each pending one until the order is paid.
 */
export default function ExpensesCard({ assignmentId, side, status }: ExpensesCardProps) {
  const [page, setPage] = useState(1);
  const [isAdding, setIsAdding] = useState(false);
  // The last decision keeps its words while its dialog closes.
  const [decision, setDecision] = useState<Decision | null>(null);
  const [isDecisionOpen, setIsDecisionOpen] = useState(false);
  // The other side adds or decides expenses: asked again on opening, and polled while open.
  const list = useGetExpensesQuery({ assignment_id: assignmentId, page, per_page: EXPENSES_PER_PAGE }, LIVE_QUERY_OPTIONS);
  const [decideExpense, { isLoading: isDeciding }] = useDecideExpenseMutation();
  const mayAdd = side === 'engineer' && canAddExpense(status);
  const mayDecide = side === 'company' && canDecideExpense(status);
  const isPhone = useIsPhone();

  const openDecision = (expense: Expense, next: Decision['status']) => {
    setDecision({ expense, status: next });
    setIsDecisionOpen(true);
  };

  /** Throws the API error, so the rejection form can put field errors on its reason. */
  const decide = async (reason?: string) => {
    if (!decision) return;
    toast.success(await decideExpense({ id: decision.expense.id, assignmentId, status: decision.status, reason }).unwrap());
    setIsDecisionOpen(false);
  };

  const onDecide = mayDecide ? openDecision : undefined;
  const expenses = list.currentData;
  let body;
  if (!expenses && list.error) body = <LoadFailure message={readErrorMessage(list.error)} onRetry={() => void list.refetch()} />;
  else if (!expenses) body = <Skeleton variant="rounded" height={96} aria-label="Loading expenses" />;
  else if (expenses.data.length === 0)
    body = (
      <Typography variant="body2" color="text.secondary">
        {mayAdd ? 'No expenses yet. Add parking, materials or other costs of this work with their receipts.' : 'No expenses.'}
      </Typography>
    );
  else {
    const pageCount = Math.ceil(expenses.total_count / EXPENSES_PER_PAGE);
    body = (
      <>
        {isPhone ? <ExpenseCards expenses={expenses.data} onDecide={onDecide} /> : <ExpenseTable expenses={expenses.data} onDecide={onDecide} />}
        {pageCount > 1 && <Pagination count={pageCount} page={page} onChange={(_event, next) => setPage(next)} size="small" sx={{ display: 'flex', justifyContent: 'center', mt: 2 }} />}
      </>
    );
  }

  return (
    <InfoCard title="Expenses">
      {mayAdd && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <Button variant="outlined" startIcon={<Add />} onClick={() => setIsAdding(true)}>
            Add expense
          </Button>
        </Box>
      )}
      {body}
      {mayAdd && <AddExpenseDialog assignmentId={assignmentId} isOpen={isAdding} onClose={() => setIsAdding(false)} />}
      <ConfirmDialog
        isOpen={isDecisionOpen && decision?.status === 'approved'}
        title="Approve this expense?"
        message={decision ? `${describeExpense(decision.expense)}. It is added to the payment.` : ''}
        confirmLabel="Approve expense"
        isBusy={isDeciding}
        onConfirm={() => void decide().catch(() => undefined)}
        onClose={() => setIsDecisionOpen(false)}
      />
      <RejectExpenseDialog
        isOpen={isDecisionOpen && decision?.status === 'rejected'}
        expense={decision?.expense ?? null}
        isBusy={isDeciding}
        onReject={decide}
        onClose={() => setIsDecisionOpen(false)}
      />
    </InfoCard>
  );
}
