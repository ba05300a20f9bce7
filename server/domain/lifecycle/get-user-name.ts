import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** A user's full name as notes and notifications show it. */
export async function getUserName({ db, userId }: { db: Database; userId: number }): Promise<string> {
  const [user] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId)).limit(1);
  return user ? `${user.firstName} ${user.lastName}` : 'Someone';
}
