'use client';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { toast } from 'react-toastify';
import { WORK_ORDER_ROUTES, type WorkOrderRole } from '@/constants';
import LinkButton from '@/components/ui/LinkButton';
import MailPreferencesCard from '@/components/mail-preferences/MailPreferencesCard';
import FormSection from '@/components/ui/FormSection';
import LoadFailure from '@/components/ui/LoadFailure';
import PageHeader from '@/components/ui/PageHeader';
import { companyProfileInputSchema, type CompanyProfileInput } from '@/contracts/company';
import { useGetMeQuery } from '@/store/api/authApi';
import { useGetCompanyProfileQuery, useRemoveCompanyLogoMutation, useUpdateCompanyProfileMutation } from '@/store/api/companyApi';
import { readErrorMessage } from '@/store/api/errors';
import CompanyDetailsForm, { toProfileInput } from './CompanyDetailsForm';
import CompanyReadOnly from './CompanyReadOnly';
import LogoUploader from './LogoUploader';
import UserDetailsForm from './UserDetailsForm';

/** The company profile (editable by the company, read only for customers) and the user's own details. */
export default function ProfilePage({ role }: { role: WorkOrderRole }) {
  const profileQuery = useGetCompanyProfileQuery();
  const meQuery = useGetMeQuery();
  const [updateProfile] = useUpdateCompanyProfileMutation();
  const [removeLogo] = useRemoveCompanyLogoMutation();

  const failed = [profileQuery, meQuery].find((query) => query.isError);
  if (failed) {
    const retry = () => [profileQuery, meQuery].forEach((query) => query.isError && void query.refetch());
    return <LoadFailure message={readErrorMessage(failed.error)} onRetry={retry} />;
  }
  const profile = profileQuery.data;
  const user = meQuery.data;
  if (!profile || !user) {
    return (
      <Box aria-busy="true">
        <Skeleton width={240} height={48} />
        <Skeleton variant="rounded" height={320} sx={{ mt: 3, maxWidth: 960 }} />
      </Box>
    );
  }

  const canEdit = role === 'company' && profile.can_edit;
  // The saved profile replaces the cached one (store/api/companyApi.ts); the forms keep their values.
  const saveProfile = async (input: CompanyProfileInput, logo?: File, onProgress?: (percent: number) => void) => {
    toast.success((await updateProfile({ data: input, logo, onProgress }).unwrap()).message);
  };

  return (
    <Box sx={{ maxWidth: 960, display: 'grid', gap: 3 }}>
      <PageHeader
        title="Profile"
        subtitle={canEdit ? 'How engineers see your company, and your own details.' : 'Your company as engineers see it, and your own details.'}
        actions={
          <LinkButton href={WORK_ORDER_ROUTES[role].users} variant="outlined" startIcon={<PeopleOutlined />}>
            Users
          </LinkButton>
        }
      />
      <FormSection title="Company" description={canEdit ? undefined : 'Only your company can change these details.'}>
        <Box sx={{ mt: 2 }}>
          <LogoUploader
            logo={profile.logo}
            companyName={profile.name}
            canEdit={canEdit}
            onUpload={(file, onProgress) => saveProfile(companyProfileInputSchema.parse(toProfileInput(profile)), file, onProgress)}
            onRemove={async () => {
              toast.success((await removeLogo().unwrap()).message);
            }}
          />
        </Box>
        {canEdit ? <CompanyDetailsForm key={profile.id} profile={profile} onSave={(input) => saveProfile(input)} /> : <CompanyReadOnly profile={profile} />}
      </FormSection>
      <FormSection title="Your details" description="Your name as your company, customers and engineers see it.">
        <UserDetailsForm user={user} />
      </FormSection>
      <MailPreferencesCard side="company" />
    </Box>
  );
}
