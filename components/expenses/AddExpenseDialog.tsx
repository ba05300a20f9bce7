'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { DOCUMENT_ACCEPT } from '@/components/ui/DocumentsSection';
import FormTextField from '@/components/ui/FormTextField';
import SubmitButton from '@/components/ui/SubmitButton';
import { applyFieldErrors } from '@/components/ui/applyFieldErrors';
import { preventEnterSubmit } from '@/components/ui/preventEnterSubmit';
import { describePreparedSize } from '@/lib/images/prepareImageForUpload';
import { usePreparedImage } from '@/lib/images/usePreparedImage';
import UploadProgress from '@/components/ui/UploadProgress';
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS, expenseFieldsSchema, type ExpenseFormValues } from '@/contracts/expenses';
import { RECEIPT_FIELD } from '@/constants';
import { useRunOrQueue } from '@/components/offline/useRunOrQueue';
import { useAddExpenseMutation } from '@/store/api/expensesApi';
import { onSiteRequests } from '@/store/api/onSiteRequests';
import { readFieldErrors } from '@/store/api/errors';

type ExpenseFields = z.output<typeof expenseFieldsSchema>;
type AddExpenseDialogProps = { assignmentId: number; isOpen: boolean; onClose: () => void };

const FIELDS = ['amount', 'category', 'description'] as const;

/** The engineer's expense: amount, category, description and an optional receipt, sent with upload progress. */
export default function AddExpenseDialog({ assignmentId, isOpen, onClose }: AddExpenseDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  // A photo of the receipt is made lighter, without its location, before it is sent.
  const { prepared, isPreparing, prepare, clear } = usePreparedImage({ keepLocation: false });
  const receipt = prepared?.file ?? null;
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [addExpense] = useAddExpenseMutation();
  const runOrQueue = useRunOrQueue();
  const form = useForm<ExpenseFormValues, unknown, ExpenseFields>({
    resolver: zodResolver(expenseFieldsSchema),
    defaultValues: { assignment_id: assignmentId, amount: '', description: '' },
  });
  // Each field is flat; the coerced amount's unknown input type would read as a nested error.
  const errors = form.formState.errors as Partial<Record<keyof ExpenseFormValues, FieldError>>;
  const isSending = progress !== null;

  const close = () => {
    form.reset();
    clear();
    setReceiptError(null);
    onClose();
  };

  const send = async (values: ExpenseFields) => {
    setProgress(0);
    try {
      const run = await runOrQueue((once) => addExpense({ ...values, receipt, onProgress: setProgress, once }).unwrap(), {
        kind: 'addExpense',
        orderId: assignmentId,
        request: onSiteRequests.addExpense(values, receipt),
      });
      if (!run.isQueued) toast.success(run.result);
      close();
    } catch (error) {
      applyFieldErrors(error, FIELDS, form.setError);
      setReceiptError(readFieldErrors(error).find((item) => item.path === RECEIPT_FIELD)?.message ?? null);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Dialog open={isOpen} onClose={isSending ? undefined : close} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={form.handleSubmit(send)} onKeyDown={preventEnterSubmit} aria-label="Add an expense">
        <DialogTitle>Add an expense</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <FormTextField
            label="Amount"
            type="number"
            required
            registration={form.register('amount')}
            fieldError={errors.amount}
            slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> }, htmlInput: { min: 0, step: '0.01', inputMode: 'decimal' } }}
          />
          <Controller
            control={form.control}
            name="category"
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Category"
                required
                name={field.name}
                inputRef={field.ref}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {EXPENSE_CATEGORIES.map((category) => (
                  <MenuItem key={category} value={category}>
                    {EXPENSE_CATEGORY_LABELS[category]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <FormTextField label="Description" required multiline minRows={2} registration={form.register('description')} fieldError={errors.description} />
          <Box>
            <input
              ref={inputRef}
              type="file"
              accept={DOCUMENT_ACCEPT}
              hidden
              aria-label="Choose a receipt"
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                event.target.value = '';
                setReceiptError(null);
                if (chosen) void prepare(chosen);
                else clear();
              }}
            />
            <Button variant="outlined" color="inherit" startIcon={<AttachFile />} disabled={isPreparing} onClick={() => inputRef.current?.click()} sx={{ maxWidth: '100%' }}>
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {isPreparing ? 'Making the photo lighter…' : prepared ? `${prepared.file.name} (${describePreparedSize(prepared)})` : 'Attach a receipt'}
              </Box>
            </Button>
            <FormHelperText error={Boolean(receiptError)}>{receiptError ?? 'Optional: a PDF or a photo of the receipt'}</FormHelperText>
          </Box>
          <UploadProgress percent={progress} label="Expense upload progress" />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={isSending} color="inherit">
            Cancel
          </Button>
          <SubmitButton isSubmitting={isSending} disabled={isPreparing} fullWidth={false} size="medium">
            Add expense
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
