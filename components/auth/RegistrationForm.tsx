'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import FormTextField from '@/components/ui/FormTextField';
import SubmitButton from '@/components/ui/SubmitButton';
import { applyFieldErrors } from '@/components/ui/applyFieldErrors';
import { preventEnterSubmit } from '@/components/ui/preventEnterSubmit';
import { useRegisterCompanyMutation, useSignupEngineerMutation } from '@/store/api/authApi';
import NewPasswordFields from './NewPasswordFields';
import VerifyEmailForm from './VerifyEmailForm';
import { companyRegistrationSchema, engineerRegistrationSchema, type EngineerRegistrationValues } from './authSchemas';

type AccountType = 'engineer' | 'company';
type RegistrationValues = EngineerRegistrationValues & { company_name?: string };

const FIELDS: Path<RegistrationValues>[] = ['company_name', 'first_name', 'last_name', 'email', 'phone', 'password'];

/** Engineers sign up on their own; the company form also names the company. */
function useCreateAccount(accountType: AccountType) {
  const [signupEngineer] = useSignupEngineerMutation();
  const [registerCompany] = useRegisterCompanyMutation();
  return (values: RegistrationValues) => {
    const { first_name, last_name, email, password } = values;
    const body = { first_name, last_name, email, password, phone: values.phone || undefined };
    return accountType === 'company' ? registerCompany({ ...body, company_name: values.company_name ?? '' }).unwrap() : signupEngineer(body).unwrap();
  };
}

type RegistrationFormProps = {
  accountType: AccountType;
  /** Straight to the code step: from the link in the mail, or a sign-in refused until the email is verified. */
  verification?: { email: string; code?: string };
};

/** Sign-up, then the code mailed to the address; the same answer whether or not the email had an account. */
export default function RegistrationForm({ accountType, verification }: RegistrationFormProps) {
  const [pending, setPending] = useState(verification);
  const createAccount = useCreateAccount(accountType);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationValues>({
    resolver: zodResolver(accountType === 'company' ? companyRegistrationSchema : engineerRegistrationSchema),
    defaultValues: { company_name: '', first_name: '', last_name: '', email: '', phone: '', password: '', confirm_password: '' },
  });

  const onSubmit = async (values: RegistrationValues) => {
    try {
      const { data } = await createAccount(values);
      setPending({ email: data.email });
    } catch (error) {
      // The client has already toasted the server's message; point at the field it concerns.
      applyFieldErrors(error, FIELDS, setError);
    }
  };

  if (pending) {
    return <VerifyEmailForm accountType={accountType} email={pending.email} code={pending.code} onChangeEmail={() => setPending(undefined)} />;
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} onKeyDown={preventEnterSubmit}>
      {accountType === 'company' && (
        <FormTextField label="Company name" autoComplete="organization" registration={register('company_name')} fieldError={errors.company_name} />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <FormTextField label="First name" autoComplete="given-name" registration={register('first_name')} fieldError={errors.first_name} />
        <FormTextField label="Last name" autoComplete="family-name" registration={register('last_name')} fieldError={errors.last_name} />
      </Stack>
      <FormTextField label="Email" type="email" autoComplete="email" registration={register('email')} fieldError={errors.email} />
      <FormTextField label="Phone (optional)" type="tel" autoComplete="tel" registration={register('phone')} fieldError={errors.phone} />
      <NewPasswordFields
        label="Password"
        confirmLabel="Confirm password"
        password={{ registration: register('password'), fieldError: errors.password }}
        confirmation={{ registration: register('confirm_password'), fieldError: errors.confirm_password }}
      />
      <SubmitButton isSubmitting={isSubmitting} sx={{ mt: 2 }}>
        Create account
      </SubmitButton>
    </form>
  );
}
