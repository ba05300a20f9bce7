'use client';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { describePay } from '@/lib/payText';
import type { EngineerAssignmentDetails } from '@/contracts/engineerAssignments';
import { describeSchedule } from '@/lib/workOrderText';

type ApplyDialogProps = {
  details: EngineerAssignmentDetails;
  isOpen: boolean;
  isBusy: boolean;
  onApply: () => void;
  onClose: () => void;
  /** Called once the dialog has gone, for the page to place focus when Apply itself has gone too. */
  onExited?: () => void;
};

/** Confirms an application on the posted terms, restating them. */
export default function ApplyDialog({ details, isOpen, isBusy, onApply, onClose, onExited }: ApplyDialogProps) {
  const { pricing, scheduling } = details;
  return (
    <Dialog open={isOpen} onClose={isBusy ? undefined : onClose} maxWidth="xs" fullWidth slotProps={{ transition: { onExited } }}>
      <DialogTitle>Apply for this work order?</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">
          You apply on the posted terms: <strong>{describePay(pricing)}</strong>, {describeSchedule(scheduling.start_at, scheduling.end_at, scheduling.timezone)}.
          {' '}
          {details.company.name} will see your profile and can assign you. To propose other terms, send a counter offer instead.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isBusy} color="inherit">
          Cancel
        </Button>
        <Button onClick={onApply} disabled={isBusy} variant="contained" startIcon={isBusy ? <CircularProgress size={16} color="inherit" /> : undefined}>
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}
