import type { RoleId } from '@/constants';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { findActiveUserByEmail } from './find-active-user-by-email';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';

type CreateUserOptions = {
  db: Database;
  roleId: RoleId;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  password: string;
  /** Null until the owner proves the email is theirs (self sign-up); accounts others make for them start verified. */
  emailVerifiedAt: Date | null;
};

/** Inserts the user row every account type starts with; a taken email is a 409. */
export async function createUser({ db, roleId, firstName, lastName, email, phone, password, emailVerifiedAt }: CreateUserOptions) {
  const normalizedEmail = normalizeEmail(email);
  if (await findActiveUserByEmail({ db, email: normalizedEmail })) {
    throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE);
  }
  const passwordHash = await hashPassword(password);
  try {
    const [user] = await db
      .insert(users)
      .values({ roleId, firstName, lastName, email: normalizedEmail, phone: phone || null, passwordHash, emailVerifiedAt })
      .returning();
    return user;
  } catch (error) {
    // Two sign-ups racing for one email: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
