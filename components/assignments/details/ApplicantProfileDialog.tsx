'use client';
import Skeleton from '@mui/material/Skeleton';
import LoadFailure from '@/components/ui/LoadFailure';
import type { TalentEngineer } from '@/contracts/assignment';
import { useGetApplicantProfileQuery } from '@/store/api/applicantProfileApi';
import { readErrorMessage, readErrorStatus } from '@/store/api/errors';
import ApplicantDialog from './ApplicantDialog';
import ApplicantProfileDetails from './ApplicantProfileDetails';
import Box from '@mui/material/Box';
import EngineerPoolActions from '@/components/talent-pools/EngineerPoolActions';

type ApplicantProfileDialogProps = {
  assignmentId: number;
  /** Kept after closing so the title stays while the dialog fades out. */
  applicant: TalentEngineer | null;
  isOpen: boolean;
  onClose: () => void;
};

/**
 * An applicant's profile, opened from the talent list: fetched only while open. Escape and Close
 * shut it, and focus goes back to the button that opened it (MUI's focus trap restores it).
 */
export default function ApplicantProfileDialog({ assignmentId, applicant, isOpen, onClose }: ApplicantProfileDialogProps) {
  const profile = useGetApplicantProfileQuery({ assignmentId, engineerId: applicant?.engineer_id ?? 0 }, { skip: !isOpen || !applicant });
  const isGone = readErrorStatus(profile.error) === 404;
  return (
    <ApplicantDialog
      titleId="applicant-profile-title"
      title={<>{applicant?.name}’s profile</>}
      isOpen={isOpen}
      onClose={onClose}
      // Focusable, so a keyboard can scroll a long profile (its content has no other stop).
      contentProps={{ dividers: true, tabIndex: 0 }}
    >
      {profile.isFetching && !profile.currentData && (
        <div aria-label="Loading the profile">
          <Skeleton variant="circular" width={56} height={56} />
          <Skeleton height={32} />
          <Skeleton height={96} />
        </div>
      )}
      {profile.isError && !profile.isFetching && isGone && 'This engineer’s profile is no longer available for this work order.'}
      {profile.isError && !profile.isFetching && !isGone && <LoadFailure message={readErrorMessage(profile.error)} onRetry={() => void profile.refetch()} />}
      {profile.currentData && <ApplicantProfileDetails profile={profile.currentData} />}
      {profile.currentData && applicant && (
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <EngineerPoolActions engineerId={applicant.engineer_id} name={applicant.name} />
        </Box>
      )}
    </ApplicantDialog>
  );
}
