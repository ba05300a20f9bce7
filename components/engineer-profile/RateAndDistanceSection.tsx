'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { useForm, type FieldError } from 'react-hook-form';
import type { z } from 'zod';
import FormSection from '@/components/ui/FormSection';
import FormTextField from '@/components/ui/FormTextField';
import SubmitButton from '@/components/ui/SubmitButton';
import { preventEnterSubmit } from '@/components/ui/preventEnterSubmit';
import { distanceAndRateSchema, type DistanceAndRateInput, type EngineerProfile } from '@/contracts/engineerProfile';
import { MAX_TRAVEL_DISTANCE } from '@/constants';
import { useUpdateDistanceAndRateMutation, type DistanceAndRate } from '@/store/api/engineerProfileApi';
import { saveProfileForm } from './saveProfileForm';
import { PROFILE_SECTIONS } from './sectionAnchors';

type RateAndDistance = z.output<typeof distanceAndRateSchema>;

const FIELDS = ['hourly_rate', 'travel_distance'] as const;

const toValues = (profile: Pick<EngineerProfile, 'hourly_rate' | 'travel_distance'>): DistanceAndRateInput => ({
  hourly_rate: profile.hourly_rate === null ? '' : String(profile.hourly_rate),
  travel_distance: profile.travel_distance === null ? '' : String(profile.travel_distance),
});

type RateAndDistanceSectionProps = {
  profile: EngineerProfile;
  /** After a save; the profile and Find Work refresh through the API cache without it. */
  onSaved?: (saved: DistanceAndRate) => void;
};

/** What the engineer charges per hour and how far they travel for work (Find Work's distance filter). */
export default function RateAndDistanceSection({ profile, onSaved }: RateAndDistanceSectionProps) {
  const [updateDistanceAndRate] = useUpdateDistanceAndRateMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DistanceAndRateInput, unknown, RateAndDistance>({ resolver: zodResolver(distanceAndRateSchema), defaultValues: toValues(profile) });

  const onSubmit = (values: RateAndDistance) =>
    saveProfileForm(updateDistanceAndRate(values).unwrap(), {
      fields: FIELDS,
      setError,
      message: 'Your hourly rate and travel distance have been saved.',
      onSaved: (saved) => {
        onSaved?.(saved);
        reset(toValues(saved));
      },
    });

  return (
    <FormSection title={PROFILE_SECTIONS.rate} description="Find Work can show only orders within your travel distance.">
      <form noValidate onSubmit={handleSubmit(onSubmit)} onKeyDown={preventEnterSubmit}>
        <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
          <FormTextField
            label="Hourly rate"
            required
            type="number"
            registration={register('hourly_rate')}
            fieldError={errors.hourly_rate as FieldError | undefined}
            slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> }, htmlInput: { min: 0, step: 0.01 } }}
          />
          <FormTextField
            label="Travel distance"
            required
            type="number"
            registration={register('travel_distance')}
            fieldError={errors.travel_distance as FieldError | undefined}
            helperText={`Up to ${MAX_TRAVEL_DISTANCE} miles`}
            slotProps={{ input: { endAdornment: <InputAdornment position="end">mi</InputAdornment> }, htmlInput: { min: 1, step: 1 } }}
          />
        </Box>
        <SubmitButton isSubmitting={isSubmitting} fullWidth={false} size="medium" sx={{ mt: 1 }}>
          Save rate and distance
        </SubmitButton>
      </form>
    </FormSection>
  );
}
