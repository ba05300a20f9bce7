'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { EMAIL_VERIFICATION_TTL_HOURS, LOGIN_PATHS, OTP_LENGTH } from '@/constants';
import FormTextField from '@/components/ui/FormTextField';
import SubmitButton from '@/components/ui/SubmitButton';
import { preventEnterSubmit } from '@/components/ui/preventEnterSubmit';
import { useResendVerificationCodeMutation, useVerifyEmailMutation } from '@/store/api/authApi';
import { readErrorMessage } from '@/store/api/errors';
import { emailCodeSchema, type EmailCodeValues } from './authSchemas';

type VerifyEmailFormProps = {
  accountType: 'engineer' | 'company';
  email: string;
  /** From the link in the mail: filled in, for the user to confirm. */
  code?: string;
  /** Back to the sign-up form (a mistyped address). */
  onChangeEmail?: () => void;
};

/** After sign-up: the code mailed to the address, then on to the sign-in page of the role. */
export default function VerifyEmailForm({ accountType, email, code = '', onChangeEmail }: VerifyEmailFormProps) {
  const router = useRouter();
  const heading = useRef<HTMLHeadingElement>(null);
  const [verifyEmail] = useVerifyEmailMutation();
  const [resendCode, { isLoading: isResending }] = useResendVerificationCodeMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailCodeValues>({ resolver: zodResolver(emailCodeSchema), defaultValues: { code } });

  // The form it replaces is gone: keep keyboard and screen reader users at the new step.
  useEffect(() => heading.current?.focus(), []);

  const onSubmit = async (values: EmailCodeValues) => {
    try {
      const { message } = await verifyEmail({ email, code: values.code }).unwrap();
      toast.success(message);
      router.push(accountType === 'company' ? LOGIN_PATHS.company : LOGIN_PATHS.field_engineer);
    } catch (error) {
      setError('code', { type: 'server', message: readErrorMessage(error) });
    }
  };

  const resend = async () => {
    try {
      const { message } = await resendCode(email).unwrap();
      toast.success(message);
    } catch {
      // the API client has shown why
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} onKeyDown={preventEnterSubmit}>
      <Typography ref={heading} tabIndex={-1} variant="h6" component="h2" sx={{ outline: 'none' }}>
        Check your mail
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 1, overflowWrap: 'anywhere' }}>
        We sent a {OTP_LENGTH}-digit code to <strong>{email}</strong>. Enter it below, or open the link in that mail. You can sign in once your
        email is verified.
      </Typography>
      <FormTextField
        label="Verification code"
        autoComplete="one-time-code"
        registration={register('code')}
        fieldError={errors.code}
        helperText={`The code is valid for ${EMAIL_VERIFICATION_TTL_HOURS} hours. No mail? Look in your spam folder, or ask for a new code.`}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: OTP_LENGTH } }}
      />
      <SubmitButton isSubmitting={isSubmitting} sx={{ mt: 2 }}>
        Verify email
      </SubmitButton>
      <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Button onClick={() => void resend()} disabled={isResending}>
          Send a new code
        </Button>
        {onChangeEmail && <Button onClick={onChangeEmail}>Use another email</Button>}
      </Box>
    </form>
  );
}
