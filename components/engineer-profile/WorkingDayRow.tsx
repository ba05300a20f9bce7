'use client';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import FormTextField from '@/components/ui/FormTextField';
import { type WorkingHoursInput } from '@/contracts/workingHours';
import { WEEKDAY_NAMES } from '@/constants';

/** A day switched on with no hours yet starts with an ordinary working day. */
export const DEFAULT_DAY_HOURS = { start_time: '09:00', end_time: '17:00' } as const;

/** An empty time box is "no time" (null), as the API expects. */
const asTime = { setValueAs: (value: unknown) => (value === '' || value === undefined ? null : value) };

/** One weekday of the working-hours form: available or not, and from when to when. */
export default function WorkingDayRow({ index }: { index: number }) {
  const { control, register, formState, getValues, setValue } = useFormContext<WorkingHoursInput>();
  const isAvailable = useWatch({ control, name: `days.${index}.is_available` });
  const errors = formState.errors.days?.[index];
  const day = WEEKDAY_NAMES[index];

  return (
    <Box
      role="group"
      aria-label={day}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', sm: '120px 150px 1fr 1fr' },
        columnGap: 2,
        alignItems: 'start',
        borderBottom: 1,
        borderColor: 'divider',
        py: 0.5,
      }}
    >
      <Typography sx={{ fontWeight: 600, pt: { sm: 3 } }}>{day}</Typography>
      <Controller
        control={control}
        name={`days.${index}.is_available`}
        render={({ field }) => (
          <FormControlLabel
            sx={{ pt: { sm: 1.75 } }}
            control={<Switch checked={Boolean(field.value)} onChange={(event) => {
                  const isOn = event.target.checked;
                  field.onChange(isOn);
                  if (!isOn) return;
                  if (!getValues(`days.${index}.start_time`)) setValue(`days.${index}.start_time`, DEFAULT_DAY_HOURS.start_time, { shouldDirty: true });
                  if (!getValues(`days.${index}.end_time`)) setValue(`days.${index}.end_time`, DEFAULT_DAY_HOURS.end_time, { shouldDirty: true });
                }} onBlur={field.onBlur} />}
            label={field.value ? 'Available' : 'Off'}
            slotProps={{ typography: { variant: 'body2' } }}
          />
        )}
      />
      <Box
        sx={{
          display: isAvailable ? 'grid' : 'none',
          gridTemplateColumns: '1fr 1fr',
          columnGap: 2,
          gridColumn: { xs: '1 / -1', sm: '3 / 5' },
        }}
      >
        <FormTextField
          label="Start"
          type="time"
          registration={register(`days.${index}.start_time`, asTime)}
          fieldError={errors?.start_time as FieldError | undefined}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900, 'aria-label': `${day} start` } }}
        />
        <FormTextField
          label="End"
          type="time"
          registration={register(`days.${index}.end_time`, asTime)}
          fieldError={errors?.end_time as FieldError | undefined}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900, 'aria-label': `${day} end` } }}
        />
      </Box>
    </Box>
  );
}
