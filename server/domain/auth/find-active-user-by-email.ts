import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

type FindActiveUserByEmailOptions = { db: Database; email: string };

/** The account (not deleted) registered with this email, or undefined. */
export async function findActiveUserByEmail({ db, email }: FindActiveUserByEmailOptions) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  return user;
}
