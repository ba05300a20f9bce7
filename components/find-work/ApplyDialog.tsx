'use client';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { describePay } from '@/lib/payText';
import { applyAssignmentSchema, type EngineerAssignmentDetails } from '@/contracts/engineerAssignments';
import { describeSchedule } from '@/lib/workOrderText';
import ApplicationNoteField from './ApplicationNoteField';

const noteSchema = applyAssignmentSchema.pick({ note: true });

type ApplyDialogProps = {
  details: EngineerAssignmentDetails;
  isOpen: boolean;
  isBusy: boolean;
  /** With the note, trimmed (null when left empty). */
  onApply: (note: string | null) => void;
  onClose: () => void;
  /** Called once the dialog has gone, for the page to place focus when Apply itself has gone too. */
  onExited?: () => void;
};

/** Confirms an application on the posted terms, restating them. */
export default function ApplyDialog({ details, isOpen, isBusy, onApply, onClose, onExited }: ApplyDialogProps) {
  const { pricing, scheduling } = details;
  const { register, handleSubmit, control, formState } = useForm<z.input<typeof noteSchema>, unknown, z.output<typeof noteSchema>>({
    resolver: zodResolver(noteSchema),
    defaultValues: { note: '' },
  });
  const note = useWatch({ control, name: 'note' }) ?? '';
  return (
    <Dialog open={isOpen} onClose={isBusy ? undefined : onClose} maxWidth="xs" fullWidth slotProps={{ transition: { onExited } }}>
      <DialogTitle>Apply for this work order?</DialogTitle>
      <DialogContent>
        <DialogContentText component="div" id="apply-dialog-terms">
          You apply on the posted terms: <strong>{describePay(pricing)}</strong>, {describeSchedule(scheduling.start_at, scheduling.end_at, scheduling.timezone)}.
          {' '}
          {details.company.name} will see your profile and can assign you. To propose other terms, send a counter offer instead.
        </DialogContentText>
        <form id="apply-form" noValidate onSubmit={handleSubmit((values) => onApply(values.note))}>
          <ApplicationNoteField registration={register('note')} fieldError={formState.errors.note} length={note.length} />
        </form>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isBusy} color="inherit">
          Cancel
        </Button>
        <Button type="submit" form="apply-form" disabled={isBusy} variant="contained" startIcon={isBusy ? <CircularProgress size={16} color="inherit" /> : undefined}>
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}
