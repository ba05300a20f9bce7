import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginAttempts } from '../../db/schema';

type ClearLoginFailuresOptions = { db: Database; email: string };

/** A successful sign-in wipes the email's failure count (the address keeps its own). */
export async function clearLoginFailures({ db, email }: ClearLoginFailuresOptions): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.scope, 'email'), eq(loginAttempts.key, email)));
}
