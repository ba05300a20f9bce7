import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from '@/constants';

// The portal's copy of the auth request rules of the API contract (password: 8+ characters,
// a letter and a digit). Form-only fields (confirmations) are added on top.

const email = z.string().trim().min(1, 'Enter your email address').pipe(z.email('Enter a valid email address'));

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .regex(/[A-Za-z]/, 'Include at least one letter')
  .regex(/\d/, 'Include at least one digit');

const requiredText = (message: string) => z.string().trim().min(1, message).max(100, 'Use at most 100 characters');

const passwordsMatch = <T extends { password: string; confirm_password: string }>(values: T) =>
  values.password === values.confirm_password;
const mismatch = { message: 'Passwords do not match', path: ['confirm_password'] };

export const loginSchema = z.object({ email, password: z.string().min(1, 'Enter your password') });
export type LoginValues = z.infer<typeof loginSchema>;

const person = {
  first_name: requiredText('Enter your first name'),
  last_name: requiredText('Enter your last name'),
  email,
  phone: z.string().trim().max(30, 'Use at most 30 characters').optional(),
  password: newPassword,
  confirm_password: z.string().min(1, 'Repeat the password'),
};

export const engineerRegistrationSchema = z.object(person).refine(passwordsMatch, mismatch);
export type EngineerRegistrationValues = z.infer<typeof engineerRegistrationSchema>;

export const companyRegistrationSchema = z
  .object({ company_name: requiredText('Enter the company name'), ...person })
  .refine(passwordsMatch, mismatch);
export type CompanyRegistrationValues = z.infer<typeof companyRegistrationSchema>;

export const emailSchema = z.object({ email });
export type EmailValues = z.infer<typeof emailSchema>;

export const otpSchema = z.object({
  otp: z.string().trim().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Enter the ${OTP_LENGTH}-digit code`),
});
export type OtpValues = z.infer<typeof otpSchema>;

export const resetPasswordSchema = z
  .object({ reset_token: z.string().trim().min(1, 'Paste the reset token from the email'), password: newPassword, confirm_password: z.string().min(1, 'Repeat the password') })
  .refine(passwordsMatch, mismatch);
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    old_password: z.string().min(1, 'Enter your current password'),
    new_password: newPassword,
    confirm_password: z.string().min(1, 'Repeat the new password'),
  })
  .refine((values) => values.new_password === values.confirm_password, mismatch);
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
