'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import FormTextField from '@/components/forms/FormTextField';
import PasswordField from '@/components/forms/PasswordField';
import SubmitButton from '@/components/forms/SubmitButton';
import { preventEnterSubmit } from '@/components/forms/preventEnterSubmit';
import { getApiErrorMessage, getApiErrorStatus } from '@/services/apiErrors';
import { updateResetToken } from '@/services/auth';
import { resetPasswordSchema, type ResetPasswordValues } from '../authSchemas';

type NewPasswordFormProps = {
  /** Known after a verified code; when absent the user pastes the emailed token. */
  resetToken?: string;
  onReset: (message: string) => void;
};

/** Last step of both ways: the new password, set with the reset token. */
export default function NewPasswordForm({ resetToken, onReset }: NewPasswordFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { reset_token: resetToken ?? '', password: '', confirm_password: '' },
  });

  const onSubmit = async ({ reset_token, password }: ResetPasswordValues) => {
    try {
      const { message } = await updateResetToken(reset_token, password);
      onReset(message);
    } catch (error) {
      if (getApiErrorStatus(error) === 400 && !resetToken) {
        setError('reset_token', { type: 'server', message: getApiErrorMessage(error) });
      }
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} onKeyDown={preventEnterSubmit}>
      {!resetToken && (
        <FormTextField label="Reset token" autoComplete="off" registration={register('reset_token')} fieldError={errors.reset_token} />
      )}
      <PasswordField
        label="New password"
        autoComplete="new-password"
        registration={register('password')}
        fieldError={errors.password}
        helperText="At least 8 characters, with a letter and a digit."
      />
      <PasswordField label="Confirm new password" autoComplete="new-password" registration={register('confirm_password')} fieldError={errors.confirm_password} />
      <SubmitButton isSubmitting={isSubmitting} sx={{ mt: 2 }}>
        Reset password
      </SubmitButton>
    </form>
  );
}
