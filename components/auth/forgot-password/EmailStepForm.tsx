'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import FormTextField from '@/components/ui/FormTextField';
import SubmitButton from '@/components/ui/SubmitButton';
import { preventEnterSubmit } from '@/components/ui/preventEnterSubmit';
import { emailSchema, type EmailValues } from '../authSchemas';

type EmailStepFormProps = { buttonLabel: string; onSubmitEmail: (email: string) => Promise<void> };

/** First step of both reset ways: the account's email. */
export default function EmailStepForm({ buttonLabel, onSubmitEmail }: EmailStepFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailValues>({ resolver: zodResolver(emailSchema), defaultValues: { email: '' } });

  return (
    <form noValidate onSubmit={handleSubmit(({ email }) => onSubmitEmail(email))} onKeyDown={preventEnterSubmit}>
      <FormTextField label="Email" type="email" autoComplete="email" registration={register('email')} fieldError={errors.email} />
      <SubmitButton isSubmitting={isSubmitting} sx={{ mt: 2 }}>
        {buttonLabel}
      </SubmitButton>
    </form>
  );
}
