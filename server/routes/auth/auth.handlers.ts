import type { RouteHandler } from '@hono/zod-openapi';
import { changePassword as changePasswordFor } from '../../domain/auth/change-password';
import { createResetToken as createResetTokenFor } from '../../domain/auth/create-reset-token';
import { deleteAccount } from '../../domain/auth/delete-account';
import { getSessionUser } from '../../domain/auth/get-session-user';
import { loginUser } from '../../domain/auth/login-user';
import { resetPassword } from '../../domain/auth/reset-password';
import { revokeAuthTokens } from '../../domain/auth/revoke-auth-tokens';
import { sendOtp as sendOtpTo } from '../../domain/auth/send-otp';
import { sendVerificationCode } from '../../domain/auth/send-verification-code';
import { startSignUp } from '../../domain/auth/start-sign-up';
import { verifyEmail as verifyEmailFor } from '../../domain/auth/verify-email';
import { verifyOtp as verifyOtpFor } from '../../domain/auth/verify-otp';
import type { AppEnv } from '../../lib/create-router';
import { sessionTokenIdOf } from '../../middleware/auth';
import type * as routes from './auth.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const CODE_SENT_MESSAGE = 'If an account exists for this email, a code has been sent.';
export const SIGNUP_STARTED_MESSAGE = 'Check your mail: we sent a code to verify your email address. You can sign in once it is verified.';
export const VERIFICATION_CODE_SENT_MESSAGE = 'If this email is waiting to be verified, a new code has been sent.';
export const RESET_LINK_SENT_MESSAGE = 'If an account exists for this email, a mail with a reset link and token has been sent.';

// POST /login – sign in and receive a bearer token
export const login: Handler<'login'> = async (c) => {
  const { email, password, role } = c.req.valid('json');
  const result = await loginUser({ db: c.var.db, email, password, role, ip: c.var.clientAddress, now: c.var.now() });
  const data = { token: result.token, expires_at: result.expiresAt.toISOString(), user: result.user };
  return c.json({ message: 'Login successful', data }, 200);
};

// POST /logout – revoke the presented token
export const logout: Handler<'logout'> = async (c) => {
  await revokeAuthTokens({ db: c.var.db, userId: c.var.user.id, reason: 'signedOut', tokenId: sessionTokenIdOf(c.var.user) });
  return c.json({ message: 'You have been signed out.', data: null }, 200);
};

// GET /me – the signed-in user
export const me: Handler<'me'> = async (c) => {
  const user = await getSessionUser({ db: c.var.db, userId: c.var.user.id });
  return c.json({ message: 'OK', data: user }, 200);
};

// POST /engineers/signup – start a field engineer account (the same answer whether the email is new or not)
export const engineerSignup: Handler<'engineerSignup'> = async (c) => {
  const input = c.req.valid('json');
  await startSignUp({ db: c.var.db, mailer: c.var.mailer, portalOrigin: c.var.portalOrigin, signUp: { role: 'field_engineer', input } });
  return c.json({ message: SIGNUP_STARTED_MESSAGE, data: { email: input.email } }, 202);
};

// POST /register-company – start a company account (the same answer whether the email is new or not)
export const registerCompany: Handler<'registerCompany'> = async (c) => {
  const input = c.req.valid('json');
  await startSignUp({ db: c.var.db, mailer: c.var.mailer, portalOrigin: c.var.portalOrigin, signUp: { role: 'company', input } });
  return c.json({ message: SIGNUP_STARTED_MESSAGE, data: { email: input.email } }, 202);
};

// POST /verify-email – enter the code mailed at sign-up; the account can sign in from then on
export const verifyEmail: Handler<'verifyEmail'> = async (c) => {
  const { email, code } = c.req.valid('json');
  await verifyEmailFor({ db: c.var.db, email, code, now: c.var.now() });
  return c.json({ message: 'Your email is verified. You can sign in now.', data: null }, 200);
};

// POST /resend-verification-code – mail a new sign-up code if the email is waiting to be verified
export const resendVerificationCode: Handler<'resendVerificationCode'> = async (c) => {
  const { email } = c.req.valid('json');
  await sendVerificationCode({ db: c.var.db, mailer: c.var.mailer, email, portalOrigin: c.var.portalOrigin, now: c.var.now() });
  return c.json({ message: VERIFICATION_CODE_SENT_MESSAGE, data: null }, 200);
};

// POST /send-otp – email a reset code if the account exists
export const sendOtp: Handler<'sendOtp'> = async (c) => {
  await sendOtpTo({ db: c.var.db, mailer: c.var.mailer, email: c.req.valid('json').email, now: c.var.now() });
  return c.json({ message: CODE_SENT_MESSAGE, data: null }, 200);
};

// POST /verify-otp – trade a valid code for a reset token
export const verifyOtp: Handler<'verifyOtp'> = async (c) => {
  const { email, otp } = c.req.valid('json');
  const { resetToken } = await verifyOtpFor({ db: c.var.db, email, otp, now: c.var.now() });
  return c.json({ message: 'Code verified. Choose a new password.', data: { reset_token: resetToken } }, 200);
};

// POST /create-reset-token – email a reset token if the account exists
export const createResetToken: Handler<'createResetToken'> = async (c) => {
  const { email } = c.req.valid('json');
  await createResetTokenFor({ db: c.var.db, mailer: c.var.mailer, email, portalOrigin: c.var.portalOrigin, now: c.var.now() });
  return c.json({ message: RESET_LINK_SENT_MESSAGE, data: null }, 200);
};

// POST /update-reset-token – set a new password with a reset token
export const updateResetToken: Handler<'updateResetToken'> = async (c) => {
  const { reset_token, password } = c.req.valid('json');
  const { role } = await resetPassword({ db: c.var.db, resetToken: reset_token, password, address: c.var.clientAddress, now: c.var.now() });
  return c.json({ message: 'Your password has been reset. You can sign in now.', data: { role } }, 200);
};

// POST /change-password – change the password, ending other sessions
export const changePassword: Handler<'changePassword'> = async (c) => {
  const { old_password, new_password } = c.req.valid('json');
  await changePasswordFor({ db: c.var.db, userId: c.var.user.id, currentTokenId: sessionTokenIdOf(c.var.user), oldPassword: old_password, newPassword: new_password });
  return c.json({ message: 'Your password has been changed.', data: null }, 200);
};

// DELETE /delete-user – delete the signed-in account
export const deleteUser: Handler<'deleteUser'> = async (c) => {
  await deleteAccount({ db: c.var.db, userId: c.var.user.id, password: c.req.valid('json').password });
  return c.json({ message: 'Your account has been deleted.', data: null }, 200);
};
