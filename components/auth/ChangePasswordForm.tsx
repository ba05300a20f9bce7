'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import PasswordField from '@/components/forms/PasswordField';
import SubmitButton from '@/components/ui/SubmitButton';
import { applyFieldErrors } from '@/components/ui/applyFieldErrors';
import { preventEnterSubmit } from '@/components/ui/preventEnterSubmit';
import { useChangePasswordMutation } from '@/store/api/authApi';
import NewPasswordFields from './NewPasswordFields';
import { changePasswordSchema, type ChangePasswordValues } from './authSchemas';

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed.';

const emptyValues: ChangePasswordValues = { old_password: '', new_password: '', confirm_password: '' };

/** Changes the signed-in user's password; other sessions of the user are signed out by the API. */
export default function ChangePasswordForm() {
  const [changePassword] = useChangePasswordMutation();
  const form = useForm<ChangePasswordValues>({ resolver: zodResolver(changePasswordSchema), defaultValues: emptyValues });
  const { register } = form;
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async ({ old_password, new_password }: ChangePasswordValues) => {
    try {
      await changePassword({ old_password, new_password }).unwrap();
    } catch (error) {
      applyFieldErrors(error, ['old_password', 'new_password'], form.setError);
      return;
    }
    toast.success(PASSWORD_CHANGED_MESSAGE);
    form.reset(emptyValues);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} onKeyDown={preventEnterSubmit}>
      <PasswordField label="Current password" autoComplete="current-password" registration={register('old_password')} fieldError={errors.old_password} />
      <NewPasswordFields
        password={{ registration: register('new_password'), fieldError: errors.new_password }}
        confirmation={{ registration: register('confirm_password'), fieldError: errors.confirm_password }}
      />
      <SubmitButton isSubmitting={isSubmitting} fullWidth={false} sx={{ mt: 2 }}>
        Change password
      </SubmitButton>
    </form>
  );
}
