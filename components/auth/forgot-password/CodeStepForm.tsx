'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { OTP_LENGTH } from '@/constants';
import FormTextField from '@/components/ui/FormTextField';
import SubmitButton from '@/components/ui/SubmitButton';
import { preventEnterSubmit } from '@/components/ui/preventEnterSubmit';
import { useVerifyOtpMutation } from '@/store/api/authApi';
import { readErrorMessage } from '@/store/api/errors';
import { otpSchema, type OtpValues } from '../authSchemas';

type CodeStepFormProps = { email: string; onVerified: (resetToken: string) => void };

/** Second step of the code way: the emailed code, exchanged for a reset token. */
export default function CodeStepForm({ email, onVerified }: CodeStepFormProps) {
  const [verifyOtp] = useVerifyOtpMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OtpValues>({ resolver: zodResolver(otpSchema), defaultValues: { otp: '' } });

  const onSubmit = async ({ otp }: OtpValues) => {
    try {
      const { data } = await verifyOtp({ email, otp }).unwrap();
      onVerified(data.reset_token);
    } catch (error) {
      setError('otp', { type: 'server', message: readErrorMessage(error) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} onKeyDown={preventEnterSubmit}>
      <FormTextField
        label="Code"
        autoComplete="one-time-code"
        registration={register('otp')}
        fieldError={errors.otp}
        helperText={`The ${OTP_LENGTH}-digit code we sent to ${email}.`}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: OTP_LENGTH } }}
      />
      <SubmitButton isSubmitting={isSubmitting} sx={{ mt: 2 }}>
        Verify code
      </SubmitButton>
    </form>
  );
}
