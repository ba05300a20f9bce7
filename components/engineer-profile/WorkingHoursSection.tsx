'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import FormSection from '@/components/ui/FormSection';
import SubmitButton from '@/components/ui/SubmitButton';
import { preventEnterSubmit } from '@/components/ui/preventEnterSubmit';
import { workingHoursSchema, type WorkingHoursInput, type WorkingHoursView } from '@/contracts/workingHours';
import { WEEKDAY_NAMES } from '@/constants';
import { useGetWorkingHoursQuery, useUpdateWorkingHoursMutation } from '@/store/api/engineerProfileApi';
import PartBody from './PartBody';
import WorkingDayRow from './WorkingDayRow';
import { saveProfileForm } from './saveProfileForm';
import { PROFILE_SECTIONS } from './sectionAnchors';

type WorkingHours = z.output<typeof workingHoursSchema>;

/** Every path the API may put a field error on (days.3.end_time …). */
const FIELDS = WEEKDAY_NAMES.flatMap((_day, index) =>
  (['is_available', 'start_time', 'end_time'] as const).map((field) => `days.${index}.${field}` as Path<WorkingHoursInput>),
);

const toValues = (week: WorkingHoursView): WorkingHoursInput => ({
  days: week.days.map(({ weekday, is_available, start_time, end_time }) => ({ weekday, is_available, start_time, end_time })),
});

function WorkingHoursForm({ week, onSaved }: { week: WorkingHoursView; onSaved?: () => void }) {
  const [updateWorkingHours] = useUpdateWorkingHoursMutation();
  const form = useForm<WorkingHoursInput, unknown, WorkingHours>({ resolver: zodResolver(workingHoursSchema), defaultValues: toValues(week) });

  const onSubmit = (values: WorkingHours) =>
    saveProfileForm(updateWorkingHours(values).unwrap(), {
      fields: FIELDS,
      setError: form.setError,
      message: 'Your working hours have been saved.',
      onSaved: (saved) => {
        onSaved?.();
        form.reset(toValues(saved));
      },
    });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} onKeyDown={preventEnterSubmit} aria-label="Working hours">
        {WEEKDAY_NAMES.map((day, index) => (
          <WorkingDayRow key={day} index={index} />
        ))}
        <SubmitButton isSubmitting={form.formState.isSubmitting} fullWidth={false} size="medium" sx={{ mt: 2 }}>
          Save working hours
        </SubmitButton>
      </form>
    </FormProvider>
  );
}

/** The engineer's week: which days they work and from when to when (their own time zone). `onChange` follows each save. */
export default function WorkingHoursSection({ onChange }: { onChange?: () => void }) {
  const part = useGetWorkingHoursQuery();
  return (
    <FormSection title={PROFILE_SECTIONS.workingHours} description="When you are available for work, in your local time.">
      <PartBody query={part} rows={7}>
        {(week) => <WorkingHoursForm week={week} onSaved={onChange} />}
      </PartBody>
    </FormSection>
  );
}
