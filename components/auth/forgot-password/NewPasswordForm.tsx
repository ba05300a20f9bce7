'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import FormTextField from '@/components/ui/FormTextField';
import SubmitButton from '@/components/ui/SubmitButton';
import { preventEnterSubmit } from '@/components/ui/preventEnterSubmit';
import { useUpdateResetTokenMutation } from '@/store/api/authApi';
import { readErrorMessage, readErrorStatus } from '@/store/api/errors';
import type { SignedInRole } from '@/constants';
import NewPasswordFields from '../NewPasswordFields';
import { resetPasswordSchema, type ResetPasswordValues } from '../authSchemas';

type NewPasswordFormProps = {
  /** Known after a verified code; when absent the user pastes the emailed token. */
  resetToken?: string;
  /** The server's message, and the role of the account whose password was reset. */
  onReset: (message: string, role: SignedInRole) => void;
};

/** Last step of both ways: the new password, set with the reset token. */
export default function NewPasswordForm({ resetToken, onReset }: NewPasswordFormProps) {
  const [updateResetToken] = useUpdateResetTokenMutation();
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
      const { message, data } = await updateResetToken({ reset_token, password }).unwrap();
      onReset(message, data.role);
    } catch (error) {
      if (readErrorStatus(error) === 400 && !resetToken) {
        setError('reset_token', { type: 'server', message: readErrorMessage(error) });
      }
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} onKeyDown={preventEnterSubmit}>
      {!resetToken && (
        <FormTextField
          label="Reset token"
          autoComplete="off"
          registration={register('reset_token')}
          fieldError={errors.reset_token}
          helperText="Open the link in the mail, or paste the token from it here."
        />
      )}
      <NewPasswordFields
        password={{ registration: register('password'), fieldError: errors.password }}
        confirmation={{ registration: register('confirm_password'), fieldError: errors.confirm_password }}
      />
      <SubmitButton isSubmitting={isSubmitting} sx={{ mt: 2 }}>
        Reset password
      </SubmitButton>
    </form>
  );
}
