'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/navigation';
import { Controller, FormProvider, useForm, useWatch, type FieldError, type Path } from 'react-hook-form';
import { toast } from 'react-toastify';
import FormTextField from '@/components/ui/FormTextField';
import SubmitButton from '@/components/ui/SubmitButton';
import { applyFieldErrors } from '@/components/ui/applyFieldErrors';
import { preventEnterSubmit } from '@/components/ui/preventEnterSubmit';
import { ENGINEER_ROUTES } from '@/constants';
import { PAYMENT_TYPE } from '@/constants';
import {
  counterOfferInputSchema,
  type CounterOfferFormValues,
  type CounterOfferInput,
  type EngineerAssignmentDetails,
} from '@/contracts/engineerAssignments';
import type { ListOption } from '@/contracts/lists';
import { useCreateCounterOfferMutation } from '@/store/api/engineerWorkApi';
import ApplicationNoteField from './ApplicationNoteField';

const FIELDS: Path<CounterOfferFormValues>[] = [
  'payment_type',
  'hourly_rate',
  'fixed_amount',
  'max_hours',
  'start_date',
  'start_time',
  'end_date',
  'end_time',
  'reason',
  'note',
];

const money = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> }, htmlInput: { min: 0, step: 0.01 } };
const shrink = { inputLabel: { shrink: true } };

type CounterOfferFormProps = { details: EngineerAssignmentDetails; paymentTypes: ListOption[] };

/** Other pay and/or another schedule for one order, with the reason; sending it applies for the order. */
export default function CounterOfferForm({ details, paymentTypes }: CounterOfferFormProps) {
  const router = useRouter();
  const [createCounterOffer] = useCreateCounterOfferMutation();
  const form = useForm<CounterOfferFormValues, unknown, CounterOfferInput>({
    resolver: zodResolver(counterOfferInputSchema),
    defaultValues: {
      assignment_id: details.id,
      payment_type: null,
      hourly_rate: '',
      fixed_amount: '',
      max_hours: '',
      start_date: '',
      start_time: '',
      end_date: '',
      end_time: '',
      reason: '',
      note: '',
    },
  });
  const { register, handleSubmit, setError, control, formState } = form;
  const errors = formState.errors as Partial<Record<keyof CounterOfferFormValues, FieldError>>;
  const paymentType = Number(useWatch({ control, name: 'payment_type' }) ?? 0);
  const blendedHours = details.pricing.blended_first_hours;
  const note = useWatch({ control, name: 'note' }) ?? '';

  const onSubmit = async (offer: CounterOfferInput) => {
    try {
      toast.success(await createCounterOffer(offer).unwrap());
      router.push(ENGINEER_ROUTES.myWork);
    } catch (error) {
      applyFieldErrors(error, FIELDS, setError);
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} onKeyDown={preventEnterSubmit} aria-label="Counter offer">
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2">
            Pay
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Choose a payment type to propose other pay, or keep the posted pay.
          </Typography>
          <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            <Controller
              control={control}
              name="payment_type"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label="Payment type"
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value === null || field.value === undefined ? '' : String(field.value)}
                  onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
                  onBlur={field.onBlur}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                >
                  <MenuItem value="">Keep the posted pay</MenuItem>
                  {paymentTypes.map((type) => (
                    <MenuItem key={type.id} value={String(type.id)}>
                      {type.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {paymentType === PAYMENT_TYPE.HOURLY && (
              <>
                <FormTextField label="Hourly rate" type="number" required registration={register('hourly_rate')} fieldError={errors.hourly_rate} slotProps={money} />
                <FormTextField label="Maximum hours" type="number" required registration={register('max_hours')} fieldError={errors.max_hours} slotProps={{ htmlInput: { min: 0, step: 0.5 } }} />
              </>
            )}
            {paymentType === PAYMENT_TYPE.FIXED && (
              <FormTextField label="Fixed amount" type="number" required registration={register('fixed_amount')} fieldError={errors.fixed_amount} slotProps={money} />
            )}
            {paymentType === PAYMENT_TYPE.BLENDED && (
              <>
                <FormTextField
                  label={blendedHours ? `Fixed amount for the first ${blendedHours} hours` : 'Fixed amount for the first hours'}
                  type="number"
                  required
                  registration={register('fixed_amount')}
                  fieldError={errors.fixed_amount}
                  slotProps={money}
                />
                <FormTextField label="Rate for additional hours" type="number" required registration={register('hourly_rate')} fieldError={errors.hourly_rate} slotProps={money} />
              </>
            )}
          </Box>

          <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
            Schedule
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Leave empty to keep the posted schedule. Times are in the order&apos;s time zone ({details.scheduling.timezone}).
          </Typography>
          <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
            <FormTextField label="Start date" type="date" registration={register('start_date')} fieldError={errors.start_date} slotProps={shrink} />
            <FormTextField label="Start time" type="time" registration={register('start_time')} fieldError={errors.start_time} slotProps={shrink} />
            <FormTextField label="End date" type="date" registration={register('end_date')} fieldError={errors.end_date} slotProps={shrink} />
            <FormTextField label="End time" type="time" registration={register('end_time')} fieldError={errors.end_time} slotProps={shrink} />
          </Box>

          <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
            Reason
          </Typography>
          <FormTextField
            label="Why do you propose these terms?"
            required
            multiline
            minRows={3}
            registration={register('reason')}
            fieldError={errors.reason}
            helperText="The company reads this with your offer."
          />
          <ApplicationNoteField registration={register('note')} fieldError={errors.note} length={note.length} />
          <SubmitButton isSubmitting={formState.isSubmitting} fullWidth={false} sx={{ mt: 2 }}>
            Send counter offer
          </SubmitButton>
        </Paper>
      </form>
    </FormProvider>
  );
}
