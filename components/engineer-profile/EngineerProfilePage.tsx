'use client';
import Box from '@mui/material/Box';
import ChangePasswordForm from '@/components/auth/ChangePasswordForm';
import MailPreferencesCard from '@/components/mail-preferences/MailPreferencesCard';
import FormSection from '@/components/ui/FormSection';
import PageHeader from '@/components/ui/PageHeader';
import type { EngineerProfile } from '@/contracts/engineerProfile';
import { useGetEngineerProfileQuery } from '@/store/api/engineerProfileApi';
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

const twoColumns = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' } as const;

/**
 * My Profile: every part of the engineer's profile, each saved on its own. Each save updates
 * its part and the completeness through the API cache; the page only passes on what the side
 * navigation shows of the signed-in user (name and picture).
 */
export default function EngineerProfilePage() {
  const dispatch = useAppDispatch();
  const profile = useGetEngineerProfileQuery();

  const showUser = ({ name, first_name, last_name, profile_picture }: EngineerProfile) =>
    dispatch(setUserDetails({ name, first_name, last_name, profile_picture }));

  return (
    <>
      <PageHeader title="My Profile" subtitle="Companies see this when you apply for their work orders." />
      <PartBody query={profile} rows={4}>
        {(current) => (
          <Box sx={{ display: 'grid', gap: 3 }}>
            <Box sx={{ ...twoColumns, alignItems: 'stretch' }}>
              <ProfilePictureSection name={current.name} picture={current.profile_picture} onChange={(picture) => showUser({ ...current, profile_picture: picture })} />
              <CompletenessCard completeness={current.completeness} />
            </Box>
            <ContactDetailsSection profile={current} onSaved={showUser} />
            <Box sx={twoColumns}>
              <RateAndDistanceSection profile={current} />
              <LanguagesSection />
              <SkillsAndTitlesSections />
            </Box>
            <PaymentInfoSection />
            <DocumentsSection />
            <WorkingHoursSection />
            <MailPreferencesCard side="engineer" />
            <FormSection title="Change password" description="Your other signed-in devices will be signed out.">
              <Box sx={{ mt: 1, maxWidth: 560 }}>
                <ChangePasswordForm />
              </Box>
            </FormSection>
          </Box>
        )}
      </PartBody>
    </>
  );
}
