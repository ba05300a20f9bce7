'use client';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  isDestructive?: boolean;
  isBusy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Called once the dialog has gone, e.g. to place focus when the button that opened it is gone. */
  onExited?: () => void;
};

/** Asks before an action that cannot be taken back; stays open (busy) while it runs. */
export default function ConfirmDialog({ isOpen, title, message, confirmLabel, cancelLabel = 'Go back', isDestructive, isBusy, onConfirm, onClose, onExited }: ConfirmDialogProps) {
  return (
    <Dialog open={isOpen} onClose={isBusy ? undefined : onClose} maxWidth="xs" fullWidth slotProps={{ transition: { onExited } }}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isBusy} color="inherit">
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={isBusy}
          variant="contained"
          color={isDestructive ? 'error' : 'primary'}
          startIcon={isBusy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
