import { and, eq, isNull } from 'drizzle-orm';
import { ROLE_IDS } from '@/constants';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';

export const ENGINEER_NOT_FOUND_MESSAGE = 'Engineer not found.';

export type EngineerRef = { id: number; name: string };

/** An engineer's account (not deleted); anyone else, or no one, is a 404. */
export async function getEngineerOrThrow(db: Database, engineerId: number): Promise<EngineerRef> {
  const [engineer] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, engineerId), eq(users.roleId, ROLE_IDS.FIELD_ENGINEER), isNull(users.deletedAt)))
    .limit(1);
  if (!engineer) throw new AppError('NOT_FOUND', ENGINEER_NOT_FOUND_MESSAGE);
  return { id: engineer.id, name: `${engineer.firstName} ${engineer.lastName}` };
}
