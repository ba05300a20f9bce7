import { and, eq, ne, sql } from 'drizzle-orm';
import type { SavedSearchRequest } from '@/contracts/savedSearches';
import type { Database } from '../../db/client';
import { savedSearches, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { getEngineerHome } from '../engineer-assignments/get-engineer-home';
import { NO_HOME_MESSAGE } from '../engineer-assignments/find-open-assignments';

export const DUPLICATE_NAME_MESSAGE = 'You already have a saved search with this name; choose another.';

/**
 * Inside the caller's transaction: locks the engineer's row (so racing saves see each other),
 * then checks the name is not another of their searches' (case aside) and that "within my travel
 * distance" has a home to measure from, as find work requires.
 */
export async function checkSavedSearch(tx: Database, { engineerId, input, exceptId }: { engineerId: number; input: SavedSearchRequest; exceptId?: number }) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, engineerId)).for('update');
  const [same] = await tx
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(and(eq(savedSearches.engineerId, engineerId), sql`lower(${savedSearches.name}) = lower(${input.name})`, exceptId ? ne(savedSearches.id, exceptId) : undefined))
    .limit(1);
  if (same) throw new AppError('CONFLICT', DUPLICATE_NAME_MESSAGE, [{ path: 'name', message: DUPLICATE_NAME_MESSAGE }]);
  if (input.within_distance) {
    const { home, travelDistance } = await getEngineerHome({ db: tx, engineerId });
    if (!home || !travelDistance) throw new AppError('CONFLICT', NO_HOME_MESSAGE);
  }
}
