'use client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent, { type DialogContentProps } from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

type ApplicantDialogProps = {
  /** Names the dialog for assistive technology (aria-labelledby). */
  titleId: string;
  title: ReactNode;
  isOpen: boolean;
  onClose: () => void;
  contentProps?: DialogContentProps;
  children: ReactNode;
};

/** The frame of the dialogs the talent list opens for one applicant: a title, the content and Close. */
export default function ApplicantDialog({ titleId, title, isOpen, onClose, contentProps, children }: ApplicantDialogProps) {
  return (
    <Dialog open={isOpen} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent {...contentProps}>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
