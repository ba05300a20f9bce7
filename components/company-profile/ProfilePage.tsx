'use client';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import LinkButton from '@/components/navigation/LinkButton';
import { getUsersPath } from '@/components/users/usersPath';
import FormSection from '@/components/ui/FormSection';
import LoadFailure from '@/components/ui/LoadFailure';
import PageHeader from '@/components/ui/PageHeader';
import type { WorkOrderRole } from '@/components/assignments/workOrderPaths';
import { companyProfileInputSchema, type CompanyProfile, type CompanyProfileInput } from '@/contracts/company';
import { getApiErrorMessage } from '@/services/apiErrors';
import { getMe } from '@/services/auth';
import { getCompanyProfile, removeCompanyLogo, updateCompanyProfile } from '@/services/companyProfile';
import type { ApiUser } from '@/contracts/user';
import CompanyDetailsForm, { toProfileInput } from './CompanyDetailsForm';
import CompanyReadOnly from './CompanyReadOnly';
import LogoUploader from './LogoUploader';
import UserDetailsForm from './UserDetailsForm';

type Loaded = { profile: CompanyProfile; user: ApiUser };

/** The company profile (editable by the company, read only for customers) and the user's own details. */
export default function ProfilePage({ role }: { role: WorkOrderRole }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const [profile, me] = await Promise.all([getCompanyProfile(), getMe()]);
      setLoaded({ profile, user: me.data });
      setFailure(null);
    } catch (error) {
      setFailure(getApiErrorMessage(error));
    }
  }, []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  if (failure) return <LoadFailure message={failure} onRetry={load} />;
  if (!loaded) {
    return (
      <Box aria-busy="true">
        <Skeleton width={240} height={48} />
        <Skeleton variant="rounded" height={320} sx={{ mt: 3, maxWidth: 960 }} />
      </Box>
    );
  }

  const { profile, user } = loaded;
  const canEdit = role === 'company' && profile.can_edit;
  const saveProfile = async (input: CompanyProfileInput, logo?: File, onProgress?: (percent: number) => void) => {
    const { message, profile: saved } = await updateCompanyProfile({ data: input, logo, onProgress });
    setLoaded((current) => (current ? { ...current, profile: saved } : current));
    toast.success(message);
  };

  return (
    <Box sx={{ maxWidth: 960, display: 'grid', gap: 3 }}>
      <PageHeader
        title="Profile"
        subtitle={canEdit ? 'How engineers see your company, and your own details.' : 'Your company as engineers see it, and your own details.'}
        actions={
          <LinkButton href={getUsersPath(role)} variant="outlined" startIcon={<PeopleOutlined />}>
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
              const { message, profile: saved } = await removeCompanyLogo();
              setLoaded((current) => (current ? { ...current, profile: saved } : current));
              toast.success(message);
            }}
          />
        </Box>
        {canEdit ? <CompanyDetailsForm key={profile.id} profile={profile} onSave={(input) => saveProfile(input)} /> : <CompanyReadOnly profile={profile} />}
      </FormSection>
      <FormSection title="Your details" description="Your name as your company, customers and engineers see it.">
        <UserDetailsForm user={user} />
      </FormSection>
    </Box>
  );
}
