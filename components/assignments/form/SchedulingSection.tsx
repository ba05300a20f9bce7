'use client';
import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import FormTextField from '@/components/ui/FormTextField';
import type { ListOption } from '@/contracts/lists';
import ListAutocomplete from '@/components/ui/ListAutocomplete';
import type { AssignmentFormValues } from '@/contracts/assignment';
import FormSection from '@/components/ui/FormSection';
import { useGetTimezonesQuery } from '@/store/api/listsApi';
import RadioChoice from './RadioChoice';

type ScheduleType = NonNullable<AssignmentFormValues['scheduling']['schedule_type']>;

const SCHEDULE_OPTIONS: { value: ScheduleType; label: string }[] = [
  { value: 'exact', label: 'Exact start' },
  { value: 'window', label: 'Time window' },
];

const pickerProps = { inputLabel: { shrink: true } } as const;

/** One empty list while loading, so the effect below does not rerun each render. */
const NO_ZONES: ListOption[] = [];

/** An exact start, or a window the engineer may arrive in, in the order's time zone. */
export default function SchedulingSection() {
  const { data: timezones = NO_ZONES } = useGetTimezonesQuery();
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useFormContext<AssignmentFormValues>();
  const typeField = useController({ control, name: 'scheduling.schedule_type' });
  const zoneField = useController({ control, name: 'scheduling.timezone' });
  const isWindow = useWatch({ control, name: 'scheduling.schedule_type' }) === 'window';
  // The list holds IANA names; the field stores the name, the picker works with ids.
  const zoneName = zoneField.field.value;
  const zoneId = timezones.find((zone) => zone.name === zoneName)?.id ?? null;

  // A browser zone the list does not offer (e.g. plain UTC) is not silently kept: the user picks one.
  useEffect(() => {
    if (timezones.length && zoneName && !timezones.some((zone) => zone.name === zoneName)) setValue('scheduling.timezone', '');
  }, [timezones, zoneName, setValue]);

  const chooseType = (type: ScheduleType) => {
    typeField.field.onChange(type);
    if (type === 'exact') {
      setValue('scheduling.end_date', null);
      setValue('scheduling.end_time', null);
    }
  };

  return (
    <FormSection title="Schedule" description="When the work starts, in the time zone of the site.">
      <RadioChoice label="Schedule type" value={typeField.field.value ?? 'exact'} options={SCHEDULE_OPTIONS} onChange={chooseType} />
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField type="date" label={isWindow ? 'Window opens (date)' : 'Start date'} required slotProps={pickerProps} registration={register('scheduling.start_date')} fieldError={errors.scheduling?.start_date} />
        <FormTextField type="time" label={isWindow ? 'Window opens (time)' : 'Start time'} required slotProps={pickerProps} registration={register('scheduling.start_time')} fieldError={errors.scheduling?.start_time} />
        {isWindow && (
          <>
            <FormTextField type="date" label="Window closes (date)" required slotProps={pickerProps} registration={register('scheduling.end_date')} fieldError={errors.scheduling?.end_date} />
            <FormTextField type="time" label="Window closes (time)" required slotProps={pickerProps} registration={register('scheduling.end_time')} fieldError={errors.scheduling?.end_time} />
          </>
        )}
      </Box>
      <Box sx={{ maxWidth: { sm: 'calc(50% - 8px)' }, mt: 1 }}>
        <ListAutocomplete
          label="Time zone"
          required
          options={timezones}
          value={zoneId}
          isLoading={timezones.length === 0}
          onChange={(id) => zoneField.field.onChange(timezones.find((zone) => zone.id === id)?.name ?? '')}
          onBlur={zoneField.field.onBlur}
          inputRef={zoneField.field.ref}
          error={zoneField.fieldState.error?.message}
          limit={100}
        />
      </Box>
    </FormSection>
  );
}
