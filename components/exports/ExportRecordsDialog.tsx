'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import FormTextField from '@/components/ui/FormTextField';
import { exportDateRangeSchema, type ExportDateRange } from '@/contracts/exports';
import { saveObjectUrl } from '@/lib/saveBlob';
import { useExportExpensesMutation, useExportPaymentsMutation } from '@/store/api/exportsApi';

export type ExportRecordKind = 'payments' | 'expenses';

const KIND_LABELS: Record<ExportRecordKind, string> = { payments: 'Payments (each paid order with its breakdown)', expenses: 'Expenses (every status)' };
const shrink = { inputLabel: { shrink: true } };

/** The span a dialog opens with: the month so far. */
const thisMonth = (): ExportDateRange => ({ from: dayjs().startOf('month').format('YYYY-MM-DD'), to: dayjs().format('YYYY-MM-DD') });

type ExportRecordsDialogProps = { isOpen: boolean; onClose: () => void };

/** Saves the payments or expenses of a span of days as a CSV file. */
export default function ExportRecordsDialog({ isOpen, onClose }: ExportRecordsDialogProps) {
  const [kind, setKind] = useState<ExportRecordKind>('payments');
  const [exportPayments, payments] = useExportPaymentsMutation();
  const [exportExpenses, expenses] = useExportExpensesMutation();
  const isBusy = payments.isLoading || expenses.isLoading;
  const form = useForm<ExportDateRange>({ resolver: zodResolver(exportDateRangeSchema), defaultValues: thisMonth() });
  const { errors } = form.formState;

  const save = form.handleSubmit(async (range) => {
    try {
      const url = await (kind === 'payments' ? exportPayments(range) : exportExpenses(range)).unwrap();
      saveObjectUrl(url, `${kind}-${range.from}-to-${range.to}.csv`);
      onClose();
    } catch {
      // the API client has shown why
    }
  });

  return (
    <Dialog open={isOpen} onClose={isBusy ? undefined : onClose} maxWidth="xs" fullWidth>
      <form onSubmit={(event) => void save(event)} noValidate>
        <DialogTitle>Export payments or expenses</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>A CSV file of the records from the first day to the last (UTC), both included.</DialogContentText>
          <Stack spacing={2}>
            <TextField select label="Records" value={kind} onChange={(event) => setKind(event.target.value as ExportRecordKind)}>
              {(Object.keys(KIND_LABELS) as ExportRecordKind[]).map((value) => (
                <MenuItem key={value} value={value}>
                  {KIND_LABELS[value]}
                </MenuItem>
              ))}
            </TextField>
            <FormTextField label="From" type="date" registration={form.register('from')} fieldError={errors.from} slotProps={shrink} />
            <FormTextField label="To" type="date" registration={form.register('to')} fieldError={errors.to} slotProps={shrink} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isBusy} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isBusy} startIcon={isBusy ? <CircularProgress size={16} color="inherit" /> : <Download />}>
            {isBusy ? 'Exporting…' : 'Export'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
