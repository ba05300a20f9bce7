import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

const UNKNOWN_NAME = 'Someone';

/** A user's full name as notes and notifications show it. */
export async function getUserName({ db, userId }: { db: Database; userId: number }): Promise<string> {
  const [user] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId)).limit(1);
  return user ? `${user.firstName} ${user.lastName}` : UNKNOWN_NAME;
}

/** The same name as a column of another statement (the lifecycle's UPDATE … RETURNING): no round trip of its own. */
export const userNameSql = (userId: number) => sql<string | null>`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${userId})`;

/** The name userNameSql read, as getUserName answers it. */
export const toUserName = (name: string | null) => name ?? UNKNOWN_NAME;
