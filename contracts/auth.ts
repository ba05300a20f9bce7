import '@/contracts/configureZod';
import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH, ROLES } from '@/constants';
import { optionalPhoneField, requiredText } from './primitives';

// Request bodies of the auth endpoints. Plain zod with no server imports, so portal forms use
// the very same rules (`zodResolver(loginSchema)`, or `.extend()` with a confirmation field).

export const emailField = z
  .string({ error: 'Enter your email address' })
  .trim()
  .toLowerCase()
  .min(1, 'Enter your email address')
  .max(254, 'Use at most 254 characters')
  .pipe(z.email('Enter a valid email address'));

/** Rules for a password being chosen: 8+ characters with a letter and a digit. */
export const newPasswordField = z
  .string({ error: 'Enter a password' })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, 'Use at most 128 characters')
  .regex(/[A-Za-z]/, 'Include at least one letter')
  .regex(/\d/, 'Include at least one digit');

const phoneField = optionalPhoneField;

export const signedInRoleSchema = z.enum([ROLES.FIELD_ENGINEER, ROLES.CUSTOMER, ROLES.COMPANY]);

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password'),
  /** The sign-in page the request comes from; an account of another role is refused. */
  role: signedInRoleSchema.optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const engineerSignupSchema = z.object({
  first_name: requiredText('Enter your first name'),
  last_name: requiredText('Enter your last name'),
  email: emailField,
  phone: phoneField,
  password: newPasswordField,
});
export type EngineerSignupInput = z.infer<typeof engineerSignupSchema>;

export const companyRegisterSchema = engineerSignupSchema.extend({
  company_name: requiredText('Enter the company name'),
});
export type CompanyRegisterInput = z.infer<typeof companyRegisterSchema>;

/** Sign-up's answer, the same whether the email was new or already had an account. */
export const signupAcceptedSchema = z.object({ email: z.string() });
export type SignupAccepted = z.infer<typeof signupAcceptedSchema>;

const codeField = z
  .string({ error: `Enter the ${OTP_LENGTH}-digit code` })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Enter the ${OTP_LENGTH}-digit code`);

/** The code mailed at sign-up; the account can sign in once it is verified. */
export const verifyEmailSchema = z.object({ email: emailField, code: codeField });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

export const resendVerificationCodeSchema = z.object({ email: emailField });
export type ResendVerificationCodeInput = z.infer<typeof resendVerificationCodeSchema>;

export const sendOtpSchema = z.object({ email: emailField });
export type SendOtpInput = z.infer<typeof sendOtpSchema>;

export const verifyOtpSchema = z.object({
  email: emailField,
  otp: codeField,
});
export type VerifyOtpInput = z.infer<typeof verifyOtpSchema>;

export const createResetTokenSchema = sendOtpSchema;
export type CreateResetTokenInput = z.infer<typeof createResetTokenSchema>;

/** verify-otp's answer: the token that lets update-reset-token set a new password. */
export const resetTokenSchema = z.object({ reset_token: z.string() });
export type ResetToken = z.infer<typeof resetTokenSchema>;

export const resetPasswordSchema = z.object({
  reset_token: z
    .string({ error: 'Paste the reset token from the email' })
    .trim()
    .min(1, 'Paste the reset token from the email')
    .max(200, 'That reset token is not valid'),
  password: newPasswordField,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset account's role: the portal goes on to that role's sign-in page. */
export const resetPasswordResultSchema = z.object({ role: signedInRoleSchema });
export type ResetPasswordResult = z.infer<typeof resetPasswordResultSchema>;

export const changePasswordSchema = z.object({
  old_password: z.string({ error: 'Enter your current password' }).min(1, 'Enter your current password'),
  new_password: newPasswordField,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const deleteUserSchema = z.object({
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password'),
});
export type DeleteUserInput = z.infer<typeof deleteUserSchema>;

/** The signed-in user as /login and /me return it. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: signedInRoleSchema,
  role_id: z.number().int(),
  profile_picture: z.string().nullable(),
  company_id: z.number().int().nullable(),
  customer_id: z.number().int().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /login's answer: the bearer token, when it stops working, and the user. */
export const loginResultSchema = z.object({
  token: z.string(),
  expires_at: z.string().meta({ format: 'date-time' }),
  user: sessionUserSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;
