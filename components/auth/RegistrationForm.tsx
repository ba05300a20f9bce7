'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useRouter } from 'next/navigation';
import { useForm, type Path } from 'react-hook-form';
import { toast } from 'react-toastify';
import { LOGIN_PATHS } from '@/constants';
import FormTextField from '@/components/forms/FormTextField';
import PasswordField from '@/components/forms/PasswordField';
import SubmitButton from '@/components/forms/SubmitButton';
import { applyFieldErrors } from '@/components/forms/applyFieldErrors';
import { preventEnterSubmit } from '@/components/forms/preventEnterSubmit';
import { getApiErrorMessage, getApiErrorStatus } from '@/services/apiErrors';
import { registerCompany, signupEngineer } from '@/services/auth';
import { companyRegistrationSchema, engineerRegistrationSchema, type EngineerRegistrationValues } from './authSchemas';

type AccountType = 'engineer' | 'company';
type RegistrationValues = EngineerRegistrationValues & { company_name?: string };

const FIELDS: Path<RegistrationValues>[] = ['company_name', 'first_name', 'last_name', 'email', 'phone', 'password'];

/** Engineers sign up on their own; the company form also names the company. */
async function createAccount(accountType: AccountType, values: RegistrationValues) {
  const { first_name, last_name, email, password } = values;
  const body = { first_name, last_name, email, password, phone: values.phone || undefined };
  return accountType === 'company' ? registerCompany({ ...body, company_name: values.company_name ?? '' }) : signupEngineer(body);
}

export default function RegistrationForm({ accountType }: { accountType: AccountType }) {
  const router = useRouter();
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
      const { message } = await createAccount(accountType, values);
      toast.success(message || 'Account created. You can sign in now.');
      router.push(accountType === 'company' ? LOGIN_PATHS.company : LOGIN_PATHS.field_engineer);
    } catch (error) {
      // The client has already toasted the server's message; point at the field it concerns.
      if (applyFieldErrors(error, FIELDS, setError)) return;
      if (getApiErrorStatus(error) === 409) setError('email', { type: 'server', message: getApiErrorMessage(error) });
    }
  };

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
      <PasswordField
        label="Password"
        autoComplete="new-password"
        registration={register('password')}
        fieldError={errors.password}
        helperText="At least 8 characters, with a letter and a digit."
      />
      <PasswordField label="Confirm password" autoComplete="new-password" registration={register('confirm_password')} fieldError={errors.confirm_password} />
      <SubmitButton isSubmitting={isSubmitting} sx={{ mt: 2 }}>
        Create account
      </SubmitButton>
    </form>
  );
}
