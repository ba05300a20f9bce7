import { lt } from 'drizzle-orm';
import { LOGIN_WINDOW_MINUTES } from '@/constants';
import type { Database } from '../../db/client';
import { loginAttempts } from '../../db/schema';

type RecordLoginFailureOptions = { db: Database; email: string; ip: string; now?: Date };

/** Counts a failed sign-in against the email and the address, and forgets failures past the window. */
export async function recordLoginFailure({ db, email, ip, now = new Date() }: RecordLoginFailureOptions): Promise<void> {
  await db.insert(loginAttempts).values([
    { scope: 'email', key: email, createdAt: now },
    { scope: 'ip', key: ip, createdAt: now },
  ]);
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(now.getTime() - LOGIN_WINDOW_MINUTES * 60_000)));
}
