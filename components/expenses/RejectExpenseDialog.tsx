'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import FormTextField from '@/components/ui/FormTextField';
import SubmitButton from '@/components/ui/SubmitButton';
import { applyFieldErrors } from '@/components/ui/applyFieldErrors';
import { preventEnterSubmit } from '@/components/ui/preventEnterSubmit';
import '@/contracts/configureZod';
import { expenseDecisionSchema, type Expense } from '@/contracts/expenses';
import { describeExpense } from './expenseText';

/** The API takes a rejection without a reason; the engineer deserves one, so the form asks for it. */
const rejectionSchema = z.object({ reason: expenseDecisionSchema.shape.reason.unwrap().unwrap().min(1, 'Say why you reject this expense') });
type Rejection = z.infer<typeof rejectionSchema>;

type RejectExpenseDialogProps = {
  isOpen: boolean;
  /** The expense, kept while the dialog closes. */
  expense: Expense | null;
  isBusy: boolean;
  /** Sends the rejection; rejects with the API error so its field errors land on the form. */
  onReject: (reason: string) => Promise<void>;
  onClose: () => void;
};

/** Rejects one pending expense with a reason the engineer sees. */
export default function RejectExpenseDialog({ isOpen, expense, isBusy, onReject, onClose }: RejectExpenseDialogProps) {
  const form = useForm<Rejection>({ resolver: zodResolver(rejectionSchema), defaultValues: { reason: '' } });

  const close = () => {
    form.reset();
    onClose();
  };

  const reject = async ({ reason }: Rejection) => {
    try {
      await onReject(reason);
      form.reset();
    } catch (error) {
      applyFieldErrors(error, ['reason'], form.setError);
    }
  };

  return (
    <Dialog open={isOpen} onClose={isBusy ? undefined : close} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={form.handleSubmit(reject)} onKeyDown={preventEnterSubmit} aria-label="Reject the expense">
        <DialogTitle>Reject this expense?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{expense ? `${describeExpense(expense)}. It is not paid.` : ''}</DialogContentText>
          <FormTextField label="Reason" required fullWidth multiline minRows={2} registration={form.register('reason')} fieldError={form.formState.errors.reason} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={isBusy} color="inherit">
            Go back
          </Button>
          <SubmitButton isSubmitting={isBusy} fullWidth={false} size="medium" color="error">
            Reject expense
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
