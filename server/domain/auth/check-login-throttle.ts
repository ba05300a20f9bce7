import { and, asc, eq, gt, or } from 'drizzle-orm';
import { LOGIN_MAX_ATTEMPTS, LOGIN_WINDOW_MINUTES } from '@/constants';
import type { Database } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import { AppError } from '../../lib/errors';

type CheckLoginThrottleOptions = { db: Database; email: string; ip: string; now?: Date };

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;

/**
 * Refuses a sign-in while the email or the client address has LOGIN_MAX_ATTEMPTS failures in
 * the last LOGIN_WINDOW_MINUTES. The counters live in the database, so every instance agrees.
 */
export async function checkLoginThrottle({ db, email, ip, now = new Date() }: CheckLoginThrottleOptions): Promise<void> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const failures = await db
    .select({ scope: loginAttempts.scope, createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        gt(loginAttempts.createdAt, since),
        or(
          and(eq(loginAttempts.scope, 'email'), eq(loginAttempts.key, email)),
          and(eq(loginAttempts.scope, 'ip'), eq(loginAttempts.key, ip)),
        ),
      ),
    )
    .orderBy(asc(loginAttempts.createdAt));

  const releases = (['email', 'ip'] as const)
    .map((scope) => failures.filter((failure) => failure.scope === scope))
    .filter((scoped) => scoped.length >= LOGIN_MAX_ATTEMPTS)
    // The lock lifts once enough of the oldest failures have left the window.
    .map((scoped) => scoped[scoped.length - LOGIN_MAX_ATTEMPTS].createdAt.getTime() + WINDOW_MS);
  if (releases.length === 0) return;

  const minutes = Math.max(1, Math.ceil((Math.max(...releases) - now.getTime()) / 60_000));
  throw new AppError(
    'TOO_MANY_REQUESTS',
    `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  );
}
