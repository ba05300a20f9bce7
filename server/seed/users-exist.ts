import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/** Whether any account exists; demo data is only ever added to an empty database. */
export async function usersExist({ db }: { db: Database }): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(users).limit(1);
  return rows.length > 0;
}
