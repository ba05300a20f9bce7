'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useSession } from 'next-auth/react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import FormTextField from '@/components/ui/FormTextField';
import SubmitButton from '@/components/ui/SubmitButton';
import { applyFieldErrors } from '@/components/ui/applyFieldErrors';
import { preventEnterSubmit } from '@/components/ui/preventEnterSubmit';
import { userDetailsInputSchema, type UserDetailsInput } from '@/contracts/company';
import type { SessionUser } from '@/contracts/auth';
import { useUpdateUserDetailsMutation } from '@/store/api/companyApi';
import { setUserDetails } from '@/store/authSlice';
import { useAppDispatch } from '@/store/hooks';

type Values = z.input<typeof userDetailsInputSchema>;

/** The signed-in user's own name and phone; the side navigation greets them by the new name. */
export default function UserDetailsForm({ user }: { user: SessionUser }) {
  const dispatch = useAppDispatch();
  const { update } = useSession();
  const [updateUserDetails] = useUpdateUserDetailsMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, UserDetailsInput>({
    resolver: zodResolver(userDetailsInputSchema),
    defaultValues: { first_name: user.first_name, last_name: user.last_name, phone: user.phone ?? '' },
  });

  const save = async (input: UserDetailsInput) => {
    try {
      const { message, data: saved } = await updateUserDetails(input).unwrap();
      dispatch(setUserDetails({ name: saved.name, first_name: saved.first_name, last_name: saved.last_name, phone: saved.phone }));
      // The session keeps the name too, so a fresh tab greets the user by the new one.
      await update({ name: saved.name });
      reset({ first_name: saved.first_name, last_name: saved.last_name, phone: saved.phone ?? '' });
      toast.success(message);
    } catch (error) {
      applyFieldErrors(error, ['first_name', 'last_name', 'phone'], setError);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(save)} onKeyDown={preventEnterSubmit} aria-label="Your details">
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField label="First name" required autoComplete="given-name" registration={register('first_name')} fieldError={errors.first_name} />
        <FormTextField label="Last name" required autoComplete="family-name" registration={register('last_name')} fieldError={errors.last_name} />
        <TextField label="Email" value={user.email} disabled helperText="Your sign-in email cannot be changed here." />
        <FormTextField label="Phone" type="tel" autoComplete="tel" registration={register('phone')} fieldError={errors.phone} />
      </Box>
      <SubmitButton isSubmitting={isSubmitting} fullWidth={false} size="medium" sx={{ mt: 2 }}>
        Save my details
      </SubmitButton>
    </form>
  );
}
