import '@/contracts/configureZod';
import { z } from 'zod';
import {
  changePasswordSchema as changePasswordBody,
  companyRegisterSchema,
  engineerSignupSchema,
  loginSchema as loginBody,
  resetPasswordSchema as resetPasswordBody,
  sendOtpSchema,
  verifyEmailSchema,
  verifyOtpSchema,
} from '@/contracts/auth';

// The forms validate with the API's own request schemas; only the confirmation fields are
// the forms' own.

const confirmation = (message: string) => z.string().min(1, message);
const mismatch = { message: 'Passwords do not match', path: ['confirm_password'] };

/** The role comes from the page, not from a field. */
export const loginSchema = loginBody.omit({ role: true });
export type LoginValues = z.infer<typeof loginSchema>;

export const engineerRegistrationSchema = engineerSignupSchema
  .extend({ confirm_password: confirmation('Repeat the password') })
  .refine((values) => values.password === values.confirm_password, mismatch);
export type EngineerRegistrationValues = z.infer<typeof engineerRegistrationSchema>;

export const companyRegistrationSchema = companyRegisterSchema
  .extend({ confirm_password: confirmation('Repeat the password') })
  .refine((values) => values.password === values.confirm_password, mismatch);
export type CompanyRegistrationValues = z.infer<typeof companyRegistrationSchema>;

export const emailSchema = sendOtpSchema;
export type EmailValues = z.infer<typeof emailSchema>;

export const otpSchema = verifyOtpSchema.pick({ otp: true });
export type OtpValues = z.infer<typeof otpSchema>;

/** The email comes from the sign-up just made (or the link in the mail), not from a field. */
export const emailCodeSchema = verifyEmailSchema.pick({ code: true });
export type EmailCodeValues = z.infer<typeof emailCodeSchema>;

export const resetPasswordSchema = resetPasswordBody
  .extend({ confirm_password: confirmation('Repeat the password') })
  .refine((values) => values.password === values.confirm_password, mismatch);
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = changePasswordBody
  .extend({ confirm_password: confirmation('Repeat the new password') })
  .refine((values) => values.new_password === values.confirm_password, mismatch);
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
