'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import FormTextField from '@/components/ui/FormTextField';
import SubmitButton from '@/components/ui/SubmitButton';
import { applyFieldErrors } from '@/components/ui/applyFieldErrors';
import { preventEnterSubmit } from '@/components/ui/preventEnterSubmit';
import AddressSelects from '@/components/ui/AddressSelects';
import { companyProfileInputSchema, type CompanyProfile, type CompanyProfileInput } from '@/contracts/company';

type Values = z.input<typeof companyProfileInputSchema>;

const ADDRESS_NAMES = { country: 'country_id', state: 'state_id', city: 'city_id' };
const FIELDS = ['name', 'phone', 'website', 'address_line1', 'address_line2', 'country_id', 'state_id', 'city_id', 'zip'] as const;

/** The editable details of a company profile, as the update form takes them. */
export function toProfileInput(profile: CompanyProfile): Values {
  return {
    name: profile.name,
    phone: profile.phone ?? '',
    website: profile.website ?? '',
    address_line1: profile.address_line1 ?? '',
    address_line2: profile.address_line2 ?? '',
    country_id: profile.country_id,
    state_id: profile.state_id,
    city_id: profile.city_id,
    zip: profile.zip ?? '',
  };
}

type CompanyDetailsFormProps = { profile: CompanyProfile; onSave: (input: CompanyProfileInput) => Promise<void> };

/** Name, phone, website and address of the company. */
export default function CompanyDetailsForm({ profile, onSave }: CompanyDetailsFormProps) {
  const form = useForm<Values, unknown, CompanyProfileInput>({ resolver: zodResolver(companyProfileInputSchema), defaultValues: toProfileInput(profile) });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const submit = async (input: CompanyProfileInput) => {
    try {
      await onSave(input);
    } catch (error) {
      applyFieldErrors(error, FIELDS, form.setError);
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(submit)} onKeyDown={preventEnterSubmit} aria-label="Company details">
        <FormTextField label="Company name" required registration={register('name')} fieldError={errors.name} />
        <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField label="Phone" type="tel" registration={register('phone')} fieldError={errors.phone} />
          <FormTextField label="Website" placeholder="https://" registration={register('website')} fieldError={errors.website} />
        </Box>
        <FormTextField label="Street address" registration={register('address_line1')} fieldError={errors.address_line1} />
        <FormTextField label="Address line 2" registration={register('address_line2')} fieldError={errors.address_line2} />
        <AddressSelects names={ADDRESS_NAMES} />
        <Box sx={{ maxWidth: { sm: 240 } }}>
          <FormTextField label="ZIP / postal code" registration={register('zip')} fieldError={errors.zip} />
        </Box>
        <SubmitButton isSubmitting={isSubmitting} fullWidth={false} size="medium" sx={{ mt: 2 }}>
          Save company details
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
