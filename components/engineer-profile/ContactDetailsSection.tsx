'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { FormProvider, useForm } from 'react-hook-form';
import FormSection from '@/components/ui/FormSection';
import AddressSelects from '@/components/ui/AddressSelects';
import FormTextField from '@/components/ui/FormTextField';
import SubmitButton from '@/components/ui/SubmitButton';
import { preventEnterSubmit } from '@/components/ui/preventEnterSubmit';
import {
  contactInfoSchema,
  type ContactInfo,
  type ContactInfoInput,
  type EngineerProfile,
} from '@/contracts/engineerProfile';
import { useUpdateContactInfoMutation } from '@/store/api/engineerProfileApi';
import { saveProfileForm } from './saveProfileForm';
import { PROFILE_SECTIONS } from './sectionAnchors';

const FIELDS = ['first_name', 'last_name', 'phone', 'address', 'zip', 'country_id', 'state_id', 'city_id'] as const;
const ADDRESS_NAMES = { country: 'country_id', state: 'state_id', city: 'city_id' };

function toValues(profile: EngineerProfile): ContactInfoInput {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: profile.phone ?? '',
    address: profile.address ?? '',
    zip: profile.zip ?? '',
    country_id: profile.country_id,
    state_id: profile.state_id,
    city_id: profile.city_id,
  };
}

/** "Austin, Texas, United States" and its coordinates, as the API derived them from the city. */
function describeHome(profile: EngineerProfile): string | null {
  if (profile.latitude === null || profile.longitude === null) return null;
  const place = [profile.city?.name, profile.state?.name, profile.country?.name].filter(Boolean).join(', ');
  return `${place} (${profile.latitude.toFixed(4)}, ${profile.longitude.toFixed(4)})`;
}

type ContactDetailsSectionProps = { profile: EngineerProfile; onSaved: (profile: EngineerProfile) => void };

/** Names, phone and address; the chosen city becomes the home location work distances are measured from. */
export default function ContactDetailsSection({ profile, onSaved }: ContactDetailsSectionProps) {
  const [updateContactInfo] = useUpdateContactInfoMutation();
  const form = useForm<ContactInfoInput, unknown, ContactInfo>({ resolver: zodResolver(contactInfoSchema), defaultValues: toValues(profile) });
  const { register, formState } = form;
  const { errors } = formState;
  const home = describeHome(profile);

  const onSubmit = (values: ContactInfo) =>
    saveProfileForm(updateContactInfo(values).unwrap(), {
      fields: FIELDS,
      setError: form.setError,
      message: 'Your contact details have been saved.',
      onSaved: (saved) => {
        form.reset(toValues(saved));
        onSaved(saved);
      },
    });

  return (
    <FormSection title={PROFILE_SECTIONS.contact} description="How companies reach you, and where you live.">
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} onKeyDown={preventEnterSubmit}>
          <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
            <FormTextField label="First name" required autoComplete="given-name" registration={register('first_name')} fieldError={errors.first_name} />
            <FormTextField label="Last name" required autoComplete="family-name" registration={register('last_name')} fieldError={errors.last_name} />
            <TextField label="Email" value={profile.email} disabled helperText="Your sign-in email cannot be changed here." />
            <FormTextField label="Phone" type="tel" autoComplete="tel" registration={register('phone')} fieldError={errors.phone} />
          </Box>
          <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '3fr 1fr' } }}>
            <FormTextField label="Street address" autoComplete="street-address" registration={register('address')} fieldError={errors.address} />
            <FormTextField label="ZIP code" autoComplete="postal-code" registration={register('zip')} fieldError={errors.zip} />
          </Box>
          <AddressSelects names={ADDRESS_NAMES} isRequired />
          <Alert severity={home ? 'info' : 'warning'} icon={<PlaceOutlined />} sx={{ mt: 2 }}>
            {home
              ? `Home location: ${home}. Distances to work orders are measured from here.`
              : 'No home location yet. Choose your country, state and city and save to see how far work orders are.'}
          </Alert>
          <SubmitButton isSubmitting={formState.isSubmitting} fullWidth={false} size="medium" sx={{ mt: 2 }}>
            Save contact details
          </SubmitButton>
        </form>
      </FormProvider>
    </FormSection>
  );
}
