'use client';
import MessageThread from '@/components/messages/MessageThread';
import type { TalentEngineer } from '@/contracts/assignment';
import ApplicantDialog from './ApplicantDialog';

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
    <ApplicantDialog titleId="applicant-messages-title" title={<>Messages with {applicant?.name}</>} isOpen={isOpen} onClose={onClose}>
      {isOpen && applicant && (
        <MessageThread assignmentId={assignmentId} otherUserId={applicant.engineer_id} viewerSide="company" otherName={applicant.name} timezone={timezone} />
      )}
    </ApplicantDialog>
  );
}
