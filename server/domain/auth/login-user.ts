import { and, eq } from 'drizzle-orm';
import { EMAIL_NOT_VERIFIED_MESSAGE, ROLE_ID_BY_NAME, ROLE_IDS, ROLE_LABELS, ROLE_NAME_BY_ID, SESSION_END_REASONS, type RoleId, type SignedInRole } from '@/constants';
import type { Database } from '../../db/client';
import { customers, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { getDecoyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../lib/password';
import type { SessionUser } from '@/contracts/auth';
import { claimLoginAttempt } from './claim-login-attempt';
import { clearLoginFailures } from './clear-login-failures';
import { findActiveUserByEmail } from './find-active-user-by-email';
import { getSessionUser } from './get-session-user';
import { issueAuthToken } from './issue-auth-token';
import { isKnownSignInAddress } from './is-known-sign-in-address';
import { rememberSignInAddress } from './remember-sign-in-address';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const BLOCKED_MESSAGE = SESSION_END_REASONS.blocked;

type LoginUserOptions = {
  db: Database;
  email: string;
  password: string;
  /** The sign-in page used; another role's account is turned away. */
  role?: SignedInRole;
  /** Client address, for the throttle (see claimLoginAttempt). */
  ip: string;
  now?: Date;
};

export type LoginResult = { token: string; expiresAt: Date; user: SessionUser };

export async function loginUser({ db, email, password, role, ip, now = new Date() }: LoginUserOptions): Promise<LoginResult> {
  const normalizedEmail = email.trim().toLowerCase();
  const user = await findActiveUserByEmail({ db, email: normalizedEmail });
  // An email without an account has no known addresses: it is throttled like any account, so a 429 tells nothing.
  const isKnownAddress = user ? await isKnownSignInAddress({ db, userId: user.id, address: ip, now }) : false;
  // Counted before the check; a wrong password simply leaves the attempt counted.
  await claimLoginAttempt({ db, email: normalizedEmail, address: ip, isKnownAddress, now });

  const isPasswordValid = await verifyPassword(password, user?.passwordHash ?? (await getDecoyPasswordHash()));
  if (!user || !isPasswordValid) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS_MESSAGE);
  await clearLoginFailures({ db, email: normalizedEmail, address: ip, isKnownAddress });
  await rememberSignInAddress({ db, userId: user.id, address: ip, now });
  if (needsRehash(user.passwordHash)) await rehashPassword({ db, userId: user.id, oldHash: user.passwordHash, password });

  if (role && ROLE_ID_BY_NAME[role] !== user.roleId) {
    const ownRole = ROLE_NAME_BY_ID[user.roleId as RoleId];
    throw new AppError('UNAUTHORIZED', `This account cannot sign in here. Use the ${ROLE_LABELS[ownRole]} sign-in page.`);
  }

  // Said only to someone who knows the password, so it tells a stranger nothing.
  if (!user.emailVerifiedAt) throw new AppError('FORBIDDEN', EMAIL_NOT_VERIFIED_MESSAGE);

  if (user.roleId === ROLE_IDS.CUSTOMER) {
    const [customer] = await db.select({ blocked: customers.blocked }).from(customers).where(eq(customers.userId, user.id));
    if (customer?.blocked) throw new AppError('FORBIDDEN', BLOCKED_MESSAGE);
  }

  const { token, expiresAt } = await issueAuthToken({ db, userId: user.id });
  return { token, expiresAt, user: await getSessionUser({ db, userId: user.id }) };
}

/** Stores the password under today's hashing cost, unless it changed meanwhile. */
async function rehashPassword({ db, userId, oldHash, password }: { db: Database; userId: number; oldHash: string; password: string }) {
  const passwordHash = await hashPassword(password);
  await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), eq(users.passwordHash, oldHash)));
}
