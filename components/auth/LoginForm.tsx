'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { signIn } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { EMAIL_NOT_VERIFIED_MESSAGE, FALLBACK_ERROR_MESSAGE, REGISTRATION_PATHS, type SignedInRole } from '@/constants';
import TextLink from '@/components/ui/TextLink';
import FormTextField from '@/components/ui/FormTextField';
import PasswordField from '@/components/forms/PasswordField';
import SubmitButton from '@/components/ui/SubmitButton';
import { preventEnterSubmit } from '@/components/ui/preventEnterSubmit';
import { SESSION_END_REASONS, SESSION_REQUIRED_ERROR, getSafeCallbackPath, type SessionEndReason } from '@/constants';
import { loginSchema, type LoginValues } from './authSchemas';

type LoginFormProps = {
  role: SignedInRole;
  error?: string;
  callbackUrl?: string;
  /** Why the last session ended (blocked, password changed…), said above the form. */
  endReason?: SessionEndReason;
};

/** next-auth's code when authorize() refused without saying why. */
const GENERIC_SIGN_IN_ERROR = 'CredentialsSignin';

function describeSignInError(error: string | null | undefined): string {
  if (!error) return FALLBACK_ERROR_MESSAGE;
  return error === GENERIC_SIGN_IN_ERROR ? 'Invalid email or password' : error;
}

/** Sign-in for one role; the API refuses accounts of another role with a message. */
export default function LoginForm({ role, error, callbackUrl, endReason }: LoginFormProps) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = async ({ email, password }: LoginValues) => {
    setFailure(null);
    const target = getSafeCallbackPath(callbackUrl, role, window.location.origin);
    // An explicit callbackUrl: next-auth reads `error` from it, and this page's own URL may carry one.
    const result = await signIn('credentials', { redirect: false, email, password, role, callbackUrl: target });
    if (!result?.ok || result.error) {
      const message = describeSignInError(result?.error);
      setFailure(message);
      toast.error(message, { toastId: message });
      return;
    }
    router.replace(target);
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} onKeyDown={preventEnterSubmit}>
      {endReason && !failure && (
        <Alert severity={endReason === 'blocked' ? 'error' : 'warning'} sx={{ mb: 1 }}>
          {SESSION_END_REASONS[endReason]}
        </Alert>
      )}
      {error === SESSION_REQUIRED_ERROR && !endReason && (
        <Alert severity="info" sx={{ mb: 1 }}>
          Please sign in to continue.
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure}
          {failure === EMAIL_NOT_VERIFIED_MESSAGE && role !== 'customer' && (
            <>
              {' '}
              <TextLink href={`${REGISTRATION_PATHS[role]}?email=${encodeURIComponent(getValues('email'))}`}>Enter the code or get a new one</TextLink>
            </>
          )}
        </Alert>
      )}
      <FormTextField label="Email" type="email" autoComplete="email" registration={register('email')} fieldError={errors.email} />
      <PasswordField label="Password" autoComplete="current-password" registration={register('password')} fieldError={errors.password} />
      <SubmitButton isSubmitting={isSubmitting} sx={{ mt: 2 }}>
        Sign in
      </SubmitButton>
    </form>
  );
}
