'use client';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { useController, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import FormTextField from '@/components/ui/FormTextField';
import { type AssignmentFormValues } from '@/contracts/assignment';
import { PAYMENT_TYPE } from '@/constants';
import FormSection from '@/components/ui/FormSection';
import { asOptionalNumber } from './numberField';
import RadioChoice from './RadioChoice';
import SelectField from '@/components/ui/SelectField';
import { useGetCustomerPaymentTypesQuery, useGetPaymentDaysQuery } from '@/store/api/listsApi';

type PaymentType = NonNullable<AssignmentFormValues['pricing']['payment_type']>;
type PricingAmount = 'hourly_rate' | 'max_hours' | 'fixed_amount' | 'blended_first_hours' | 'blended_additional_rate';

/** The amounts each payment type uses; the others are cleared when the type changes. */
export const PRICING_FIELDS: Record<PaymentType, PricingAmount[]> = {
  [PAYMENT_TYPE.HOURLY]: ['hourly_rate', 'max_hours'],
  [PAYMENT_TYPE.FIXED]: ['fixed_amount'],
  [PAYMENT_TYPE.BLENDED]: ['fixed_amount', 'blended_first_hours', 'blended_additional_rate', 'max_hours'],
};

const ALL_AMOUNTS: PricingAmount[] = ['hourly_rate', 'max_hours', 'fixed_amount', 'blended_first_hours', 'blended_additional_rate'];

const LABELS: Record<PaymentType, Partial<Record<PricingAmount, string>>> = {
  [PAYMENT_TYPE.HOURLY]: { hourly_rate: 'Hourly rate', max_hours: 'Maximum hours' },
  [PAYMENT_TYPE.FIXED]: { fixed_amount: 'Fixed amount' },
  [PAYMENT_TYPE.BLENDED]: {
    fixed_amount: 'Fixed amount for the first hours',
    blended_first_hours: 'Hours covered by the fixed amount',
    blended_additional_rate: 'Rate for additional hours',
    max_hours: 'Maximum hours (optional)',
  },
};

const isMoney = (field: PricingAmount) => field !== 'max_hours' && field !== 'blended_first_hours';

const dollar = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> }, htmlInput: { min: 0, step: '0.01' } };
const hoursAdornment = { input: { endAdornment: <InputAdornment position="end">hours</InputAdornment> }, htmlInput: { min: 0, step: '0.5' } };

/** Hourly, fixed or blended pay with the amounts each needs, and the payment terms. */
export default function PricingSection() {
  const { data: paymentTypes = [] } = useGetCustomerPaymentTypesQuery();
  const { data: paymentDays = [] } = useGetPaymentDaysQuery();
  const {
    control,
    register,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<AssignmentFormValues>();
  const typeField = useController({ control, name: 'pricing.payment_type' });
  const paymentType = (useWatch({ control, name: 'pricing.payment_type' }) ?? PAYMENT_TYPE.FIXED) as PaymentType;
  const options = paymentTypes.map((type) => ({ value: type.id as PaymentType, label: type.name }));

  const chooseType = (type: PaymentType) => {
    typeField.field.onChange(type);
    for (const field of ALL_AMOUNTS) {
      if (PRICING_FIELDS[type].includes(field)) continue;
      setValue(`pricing.${field}`, null);
      clearErrors(`pricing.${field}` as FieldPath<AssignmentFormValues>);
    }
  };

  return (
    <FormSection title="Pay" description="What the engineer earns, and when they are paid after approval.">
      {options.length > 0 && <RadioChoice label="Payment type" value={paymentType} options={options} onChange={chooseType} error={typeField.fieldState.error?.message} />}
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {PRICING_FIELDS[paymentType].map((field) => (
          <FormTextField
            key={`${paymentType}-${field}`}
            type="number"
            label={LABELS[paymentType][field]}
            required={!(paymentType === PAYMENT_TYPE.BLENDED && field === 'max_hours')}
            slotProps={isMoney(field) ? dollar : hoursAdornment}
            registration={register(`pricing.${field}`, asOptionalNumber)}
            fieldError={errors.pricing?.[field]}
          />
        ))}
        <SelectField<AssignmentFormValues> name="pricing.payment_day_id" label="Payment terms" options={paymentDays} required helperText="Days from approval to payment." />
      </Box>
    </FormSection>
  );
}
