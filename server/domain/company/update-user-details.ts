import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { UserDetailsInput } from '@/contracts/company';

type UpdateUserDetailsOptions = { db: Database; userId: number; input: UserDetailsInput };

/** A user's own first and last name and phone. */
export async function updateUserDetails({ db, userId, input }: UpdateUserDetailsOptions) {
  await db.update(users).set({ firstName: input.first_name, lastName: input.last_name, phone: input.phone || null }).where(eq(users.id, userId));
}
