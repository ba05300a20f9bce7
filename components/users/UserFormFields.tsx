'use client';
import Box from '@mui/material/Box';
import { useFormContext } from 'react-hook-form';
import FormTextField from '@/components/ui/FormTextField';
import PasswordField from '@/components/forms/PasswordField';

type UserFields = { first_name: string; last_name: string; email: string; phone?: string | null; password?: string };

/** Name, email, phone (and a password for a new user) of a customer. */
export default function UserFormFields({ withPassword }: { withPassword?: boolean }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<UserFields>();
  return (
    <>
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField label="First name" required autoComplete="off" registration={register('first_name')} fieldError={errors.first_name} />
        <FormTextField label="Last name" required autoComplete="off" registration={register('last_name')} fieldError={errors.last_name} />
      </Box>
      <FormTextField label="Email" type="email" required autoComplete="off" registration={register('email')} fieldError={errors.email} />
      <FormTextField label="Phone" type="tel" autoComplete="off" registration={register('phone')} fieldError={errors.phone} />
      {withPassword && (
        <PasswordField
          label="Password"
          required
          autoComplete="new-password"
          registration={register('password')}
          fieldError={errors.password}
          helperText="At least 8 characters, with a letter and a digit. Share it with the user."
        />
      )}
    </>
  );
}
