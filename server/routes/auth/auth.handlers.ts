import type { RouteHandler } from '@hono/zod-openapi';
import { changePassword as changePasswordFor } from '../../domain/auth/change-password';
import { createEngineerAccount } from '../../domain/auth/create-engineer-account';
import { createResetToken as createResetTokenFor } from '../../domain/auth/create-reset-token';
import { deleteAccount } from '../../domain/auth/delete-account';
import { getSessionUser } from '../../domain/auth/get-session-user';
import { loginUser } from '../../domain/auth/login-user';
import { registerCompany as registerCompanyAccount } from '../../domain/auth/register-company';
import { resetPassword } from '../../domain/auth/reset-password';
import { revokeAuthTokens } from '../../domain/auth/revoke-auth-tokens';
import { sendOtp as sendOtpTo } from '../../domain/auth/send-otp';
import { verifyOtp as verifyOtpFor } from '../../domain/auth/verify-otp';
import type { AppEnv } from '../../lib/create-router';
import type * as routes from './auth.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const CODE_SENT_MESSAGE = 'If an account exists for this email, a code has been sent.';
export const RESET_LINK_SENT_MESSAGE = 'If an account exists for this email, a mail with a reset link and token has been sent.';
const ACCOUNT_CREATED_MESSAGE = 'Account created. You can sign in now.';

// POST /login – sign in and receive a bearer token
export const login: Handler<'login'> = async (c) => {
  const { email, password, role } = c.req.valid('json');
  const result = await loginUser({ db: c.var.db, email, password, role, ip: c.var.clientAddress, now: c.var.now() });
  const data = { token: result.token, expires_at: result.expiresAt.toISOString(), user: result.user };
  return c.json({ message: 'Login successful', data }, 200);
};

// POST /logout – revoke the presented token
export const logout: Handler<'logout'> = async (c) => {
  await revokeAuthTokens({ db: c.var.db, userId: c.var.user.id, reason: 'signedOut', tokenId: c.var.user.tokenId });
  return c.json({ message: 'You have been signed out.', data: null }, 200);
};

// GET /me – the signed-in user
export const me: Handler<'me'> = async (c) => {
  const user = await getSessionUser({ db: c.var.db, userId: c.var.user.id });
  return c.json({ message: 'OK', data: user }, 200);
};

// POST /engineers/signup – create a field engineer account
export const engineerSignup: Handler<'engineerSignup'> = async (c) => {
  const user = await createEngineerAccount({ db: c.var.db, input: c.req.valid('json') });
  return c.json({ message: ACCOUNT_CREATED_MESSAGE, data: { user } }, 201);
};

// POST /register-company – create a company and its company user
export const registerCompany: Handler<'registerCompany'> = async (c) => {
  const user = await registerCompanyAccount({ db: c.var.db, input: c.req.valid('json') });
  return c.json({ message: ACCOUNT_CREATED_MESSAGE, data: { user } }, 201);
};

// POST /send-otp – email a reset code if the account exists
export const sendOtp: Handler<'sendOtp'> = async (c) => {
  await sendOtpTo({ db: c.var.db, mailer: c.var.mailer, email: c.req.valid('json').email });
  return c.json({ message: CODE_SENT_MESSAGE, data: null }, 200);
};

// POST /verify-otp – trade a valid code for a reset token
export const verifyOtp: Handler<'verifyOtp'> = async (c) => {
  const { email, otp } = c.req.valid('json');
  const { resetToken } = await verifyOtpFor({ db: c.var.db, email, otp });
  return c.json({ message: 'Code verified. Choose a new password.', data: { reset_token: resetToken } }, 200);
};

// POST /create-reset-token – email a reset token if the account exists
export const createResetToken: Handler<'createResetToken'> = async (c) => {
  const { email } = c.req.valid('json');
  await createResetTokenFor({ db: c.var.db, mailer: c.var.mailer, email, portalOrigin: c.var.portalOrigin });
  return c.json({ message: RESET_LINK_SENT_MESSAGE, data: null }, 200);
};

// POST /update-reset-token – set a new password with a reset token
export const updateResetToken: Handler<'updateResetToken'> = async (c) => {
  const { reset_token, password } = c.req.valid('json');
  await resetPassword({ db: c.var.db, resetToken: reset_token, password });
  return c.json({ message: 'Your password has been reset. You can sign in now.', data: null }, 200);
};

// POST /change-password – change the password, ending other sessions
export const changePassword: Handler<'changePassword'> = async (c) => {
  const { old_password, new_password } = c.req.valid('json');
  const { id, tokenId } = c.var.user;
  await changePasswordFor({ db: c.var.db, userId: id, currentTokenId: tokenId, oldPassword: old_password, newPassword: new_password });
  return c.json({ message: 'Your password has been changed.', data: null }, 200);
};

// DELETE /delete-user – delete the signed-in account
export const deleteUser: Handler<'deleteUser'> = async (c) => {
  await deleteAccount({ db: c.var.db, userId: c.var.user.id, password: c.req.valid('json').password });
  return c.json({ message: 'Your account has been deleted.', data: null }, 200);
};
