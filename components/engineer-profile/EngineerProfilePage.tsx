'use client';
import Box from '@mui/material/Box';
import PageHeader from '@/components/ui/PageHeader';
import type { EngineerProfile } from '@/contracts/engineerProfile';
import { getEngineerProfile } from '@/services/engineerProfile';
import { setUserDetails } from '@/store/authSlice';
import { useAppDispatch } from '@/store/hooks';
import CompletenessCard from './CompletenessCard';
import ContactDetailsSection from './ContactDetailsSection';
import DocumentsSection from './DocumentsSection';
import LanguagesSection from './LanguagesSection';
import PartBody from './PartBody';
import PaymentInfoSection from './PaymentInfoSection';
import ProfilePictureSection from './ProfilePictureSection';
import RateAndDistanceSection from './RateAndDistanceSection';
import SkillsAndTitlesSections from './SkillsAndTitlesSections';
import WorkingHoursSection from './WorkingHoursSection';
import { useProfilePart } from './useProfilePart';

const twoColumns = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' } as const;

/** My Profile: every part of the engineer's profile, each saved on its own. */
export default function EngineerProfilePage() {
  const dispatch = useAppDispatch();
  const profile = useProfilePart(getEngineerProfile);
  // Any save may change what the API counts as complete.
  const refreshCompleteness = () => void profile.refresh();

  const update = (current: EngineerProfile, patch: Partial<EngineerProfile>) => {
    const next = { ...current, ...patch };
    profile.setData(next);
    if ('profile_picture' in patch || 'first_name' in patch) {
      // The side navigation shows the name and picture from the signed-in user.
      dispatch(setUserDetails({ name: next.name, first_name: next.first_name, last_name: next.last_name, profile_picture: next.profile_picture }));
    }
    refreshCompleteness();
  };

  return (
    <>
      <PageHeader title="My Profile" subtitle="Companies see this when you apply for their work orders." />
      <PartBody state={profile.state} onRetry={profile.reload} rows={4}>
        {(current) => (
          <Box sx={{ display: 'grid', gap: 3 }}>
            <Box sx={{ ...twoColumns, alignItems: 'stretch' }}>
              <ProfilePictureSection name={current.name} picture={current.profile_picture} onChange={(picture) => update(current, { profile_picture: picture })} />
              <CompletenessCard completeness={current.completeness} />
            </Box>
            <ContactDetailsSection profile={current} onSaved={(saved) => update(current, saved)} />
            <Box sx={twoColumns}>
              <RateAndDistanceSection profile={current} onSaved={(saved) => update(current, saved)} />
              <LanguagesSection onChange={refreshCompleteness} />
              <SkillsAndTitlesSections onChange={refreshCompleteness} />
            </Box>
            <PaymentInfoSection onChange={refreshCompleteness} />
            <DocumentsSection onChange={refreshCompleteness} />
            <WorkingHoursSection onChange={refreshCompleteness} />
          </Box>
        )}
      </PartBody>
    </>
  );
}
