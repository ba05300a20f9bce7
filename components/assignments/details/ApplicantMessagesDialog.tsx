'use client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MessageThread from '@/components/messages/MessageThread';
import type { TalentEngineer } from '@/contracts/assignment';

type ApplicantMessagesDialogProps = {
  assignmentId: number;
  timezone: string;
  /** Kept after closing so the title stays while the dialog fades out. */
  applicant: TalentEngineer | null;
  isOpen: boolean;
  onClose: () => void;
};

/** The conversation with one applicant, opened from the talent list; polled only while open. */
export default function ApplicantMessagesDialog({ assignmentId, timezone, applicant, isOpen, onClose }: ApplicantMessagesDialogProps) {
  return (
    <Dialog open={isOpen} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="applicant-messages-title">
      <DialogTitle id="applicant-messages-title">Messages with {applicant?.name}</DialogTitle>
      <DialogContent>
        {isOpen && applicant && (
          <MessageThread assignmentId={assignmentId} otherUserId={applicant.engineer_id} viewerSide="company" otherName={applicant.name} timezone={timezone} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
