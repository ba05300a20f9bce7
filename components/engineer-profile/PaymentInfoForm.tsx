'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import SelectField from '@/components/ui/SelectField';
import FormTextField from '@/components/ui/FormTextField';
import SubmitButton from '@/components/ui/SubmitButton';
import { preventEnterSubmit } from '@/components/ui/preventEnterSubmit';
import { paymentInfoSchema, type PaymentInfoInput, type PaymentInfoView } from '@/contracts/engineerProfile';
import type { ListOption } from '@/contracts/lists';
import { useSavePaymentInfoMutation } from '@/store/api/engineerProfileApi';
import { saveProfileForm } from './saveProfileForm';

type PaymentInfo = z.output<typeof paymentInfoSchema>;

const FIELDS = ['payment_method_id', 'account_holder', 'account_identifier', 'bank_name', 'routing_code'] as const;

/** The saved details, except the account itself: it is never sent back, so it is never pre-filled. */
function toValues(saved: PaymentInfoView | null): PaymentInfoInput {
  return {
    payment_method_id: saved?.payment_method_id ?? null,
    account_holder: saved?.account_holder ?? '',
    account_identifier: '',
    bank_name: saved?.bank_name ?? '',
    routing_code: saved?.routing_code ?? '',
  };
}

type PaymentInfoFormProps = {
  saved: PaymentInfoView | null;
  methods: ListOption[];
  /** After a save; the section shows the answer from the API cache. */
  onSaved: () => void;
  onCancel?: () => void;
};

/** Where the engineer is paid. With details saved, leaving the account empty keeps it (same method only). */
export default function PaymentInfoForm({ saved, methods, onSaved, onCancel }: PaymentInfoFormProps) {
  const [savePaymentInfo] = useSavePaymentInfoMutation();
  const form = useForm<PaymentInfoInput, unknown, PaymentInfo>({ resolver: zodResolver(paymentInfoSchema), defaultValues: toValues(saved) });
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const methodId = useWatch({ control, name: 'payment_method_id' });
  const canKeepAccount = saved !== null && Number(methodId) === saved.payment_method_id;

  const onSubmit = (values: PaymentInfo) =>
    saveProfileForm(savePaymentInfo({ ...values, account_identifier: values.account_identifier || null }).unwrap(), {
      fields: FIELDS,
      setError,
      message: 'Your payment details have been saved.',
      onSaved,
    });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} onKeyDown={preventEnterSubmit} aria-label="Payment details">
        <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <SelectField<PaymentInfoInput> name="payment_method_id" label="Payment method" options={methods} required />
          <FormTextField label="Account holder" required autoComplete="name" registration={register('account_holder')} fieldError={errors.account_holder} />
          <FormTextField
            label="Account number, IBAN or payout e-mail"
            required={!canKeepAccount}
            autoComplete="off"
            registration={register('account_identifier')}
            fieldError={errors.account_identifier}
            helperText={canKeepAccount ? `Leave empty to keep ${saved.account_identifier}` : undefined}
          />
          <FormTextField label="Bank name" registration={register('bank_name')} fieldError={errors.bank_name} />
          <FormTextField label="Routing code (ABA, SWIFT/BIC)" registration={register('routing_code')} fieldError={errors.routing_code} />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <SubmitButton isSubmitting={isSubmitting} fullWidth={false} size="medium">
            Save payment details
          </SubmitButton>
          {onCancel && (
            <Button color="inherit" onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </Button>
          )}
        </Box>
      </form>
    </FormProvider>
  );
}
