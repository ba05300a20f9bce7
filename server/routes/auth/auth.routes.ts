import { createRoute } from '@hono/zod-openapi';
import { AUTH_ENDPOINTS } from '@/constants';
import { THROTTLES } from '../../domain/auth/throttle-rules';
import { signedIn } from '../../middleware/auth';
import { throttle } from '../../middleware/throttle';
import { envelope, errorResponses, jsonBody, jsonContent, nullData, publicSecurity } from '../../lib/openapi';
import {
  changePasswordSchema,
  companyRegisterSchema,
  createResetTokenSchema,
  deleteUserSchema,
  engineerSignupSchema,
  loginResultSchema,
  loginSchema,
  resendVerificationCodeSchema,
  resetPasswordResultSchema,
  resetPasswordSchema,
  resetTokenSchema,
  sendOtpSchema,
  sessionUserSchema,
  signupAcceptedSchema,
  verifyEmailSchema,
  verifyOtpSchema,
} from '@/contracts/auth';

const tags = ['Auth'];
const user = sessionUserSchema.openapi('SessionUser');
const done = envelope(nullData);
const signupAccepted = envelope(signupAcceptedSchema.openapi('SignupAccepted'));
const SIGNUP_DESCRIPTION =
  'Answers 202 whether or not the email already has an account, so the answer tells nothing about it. A new email gets an account that cannot sign in until the code mailed to it is entered (verify-email); an email with an account gets a mail saying someone tried to sign up.';
const signupThrottle = throttle({ perAddress: THROTTLES.signupAddress, perEmail: THROTTLES.signupEmail });
const resetMailThrottle = throttle({ perAddress: THROTTLES.resetMailAddress, perEmail: THROTTLES.resetMailEmail });
const resetPasswordThrottle = throttle({ perAddress: THROTTLES.resetPasswordAddress });
const codeGuessThrottle = throttle({ perAddress: THROTTLES.codeGuessAddress, failuresOnly: true });

export const login = createRoute({
  operationId: 'login',
  method: 'post',
  path: AUTH_ENDPOINTS.LOGIN,
  tags,
  security: publicSecurity,
  summary: 'Sign in with email and password; returns a bearer token',
  request: { body: jsonBody(loginSchema.openapi('LoginRequest')) },
  responses: {
    200: jsonContent(envelope(loginResultSchema.extend({ user })), 'Signed in'),
    ...errorResponses(400, 401, 403, 413, 429),
  },
});

export const logout = createRoute({
  operationId: 'logout',
  method: 'post',
  path: AUTH_ENDPOINTS.LOGOUT,
  tags,
  summary: 'Sign out: the presented token stops working',
  ...signedIn(),
  responses: { 200: jsonContent(done, 'Signed out'), ...errorResponses(401) },
});

export const me = createRoute({
  operationId: 'getCurrentUser',
  method: 'get',
  path: AUTH_ENDPOINTS.ME,
  tags,
  summary: 'The signed-in user',
  ...signedIn(),
  responses: { 200: jsonContent(envelope(user), 'The signed-in user'), ...errorResponses(401) },
});

export const engineerSignup = createRoute({
  operationId: 'signUpEngineer',
  method: 'post',
  path: AUTH_ENDPOINTS.ENGINEER_SIGNUP,
  tags,
  security: publicSecurity,
  summary: 'Start a field engineer account; its email is verified by a mailed code',
  description: SIGNUP_DESCRIPTION,
  middleware: [signupThrottle] as const,
  request: { body: jsonBody(engineerSignupSchema.openapi('EngineerSignupRequest')) },
  responses: { 202: jsonContent(signupAccepted, 'Check the mail'), ...errorResponses(400, 413, 429) },
});

export const registerCompany = createRoute({
  operationId: 'registerCompany',
  method: 'post',
  path: AUTH_ENDPOINTS.REGISTER_COMPANY,
  tags,
  security: publicSecurity,
  summary: 'Start a company account (its contact person is the company user); its email is verified by a mailed code',
  description: SIGNUP_DESCRIPTION,
  middleware: [signupThrottle] as const,
  request: { body: jsonBody(companyRegisterSchema.openapi('CompanyRegisterRequest')) },
  responses: { 202: jsonContent(signupAccepted, 'Check the mail'), ...errorResponses(400, 413, 429) },
});

export const verifyEmail = createRoute({
  operationId: 'verifyEmail',
  method: 'post',
  path: AUTH_ENDPOINTS.VERIFY_EMAIL,
  tags,
  security: publicSecurity,
  summary: 'Verify a new account\'s email with the code mailed at sign-up; the account can sign in from then on',
  middleware: [codeGuessThrottle] as const,
  request: { body: jsonBody(verifyEmailSchema.openapi('VerifyEmailRequest')) },
  responses: { 200: jsonContent(done, 'Email verified'), ...errorResponses(400, 413, 429) },
});

export const resendVerificationCode = createRoute({
  operationId: 'resendVerificationCode',
  method: 'post',
  path: AUTH_ENDPOINTS.RESEND_VERIFICATION_CODE,
  tags,
  security: publicSecurity,
  summary: 'Mail a new sign-up code (same answer whether the email is waiting to be verified or not)',
  middleware: [signupThrottle] as const,
  request: { body: jsonBody(resendVerificationCodeSchema.openapi('ResendVerificationCodeRequest')) },
  responses: { 200: jsonContent(done, 'Code sent if the email is waiting to be verified'), ...errorResponses(400, 413, 429) },
});

export const sendOtp = createRoute({
  operationId: 'sendOtp',
  method: 'post',
  path: AUTH_ENDPOINTS.SEND_OTP,
  tags,
  security: publicSecurity,
  summary: 'Email a one-time code for a password reset (same answer whether the email exists or not)',
  middleware: [resetMailThrottle] as const,
  request: { body: jsonBody(sendOtpSchema.openapi('SendOtpRequest')) },
  responses: { 200: jsonContent(done, 'Code sent if the account exists'), ...errorResponses(400, 413, 429) },
});

export const verifyOtp = createRoute({
  operationId: 'verifyOtp',
  method: 'post',
  path: AUTH_ENDPOINTS.VERIFY_OTP,
  tags,
  security: publicSecurity,
  summary: 'Trade an emailed code for a reset token',
  middleware: [codeGuessThrottle] as const,
  request: { body: jsonBody(verifyOtpSchema.openapi('VerifyOtpRequest')) },
  responses: {
    200: jsonContent(envelope(resetTokenSchema), 'Code accepted'),
    ...errorResponses(400, 429),
  },
});

export const createResetToken = createRoute({
  operationId: 'createResetToken',
  method: 'post',
  path: AUTH_ENDPOINTS.CREATE_RESET_TOKEN,
  tags,
  security: publicSecurity,
  summary: 'Email a password reset token (same answer whether the email exists or not)',
  middleware: [resetMailThrottle] as const,
  request: { body: jsonBody(createResetTokenSchema.openapi('CreateResetTokenRequest')) },
  responses: { 200: jsonContent(done, 'Token sent if the account exists'), ...errorResponses(400, 413, 429) },
});

export const updateResetToken = createRoute({
  operationId: 'resetPassword',
  method: 'post',
  path: AUTH_ENDPOINTS.UPDATE_RESET_TOKEN,
  tags,
  security: publicSecurity,
  summary: 'Set a new password with a reset token; every session ends',
  middleware: [resetPasswordThrottle] as const,
  request: { body: jsonBody(resetPasswordSchema.openapi('ResetPasswordRequest')) },
  responses: {
    200: jsonContent(envelope(resetPasswordResultSchema.openapi('ResetPasswordResult')), 'Password reset; `role` names the sign-in page to go to'),
    ...errorResponses(400, 413, 429),
  },
});

export const changePassword = createRoute({
  operationId: 'changePassword',
  method: 'post',
  path: AUTH_ENDPOINTS.CHANGE_PASSWORD,
  tags,
  summary: 'Change the password; other sessions end',
  ...signedIn(),
  request: { body: jsonBody(changePasswordSchema.openapi('ChangePasswordRequest')) },
  responses: { 200: jsonContent(done, 'Password changed'), ...errorResponses(400, 401, 429) },
});

export const deleteUser = createRoute({
  operationId: 'deleteAccount',
  method: 'delete',
  path: AUTH_ENDPOINTS.DELETE_USER,
  tags,
  summary: 'Delete the signed-in account (password required)',
  ...signedIn(),
  request: { body: jsonBody(deleteUserSchema.openapi('DeleteUserRequest')) },
  responses: { 200: jsonContent(done, 'Account deleted'), ...errorResponses(400, 401, 429) },
});
