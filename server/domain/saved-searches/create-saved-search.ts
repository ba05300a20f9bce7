import { count, eq } from 'drizzle-orm';
import { SAVED_SEARCH_LIMITS, type SavedSearch, type SavedSearchRequest } from '@/contracts/savedSearches';
import type { Database } from '../../db/client';
import { savedSearches } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { checkSavedSearch } from './check-saved-search';
import { toSavedSearch, toSavedSearchColumns } from './to-saved-search';

export const TOO_MANY_SAVED_SEARCHES_MESSAGE = `You can keep at most ${SAVED_SEARCH_LIMITS.maxPerEngineer} saved searches; delete one first.`;

/** Saves a named set of find work filters for the engineer (at most 10, names their own). */
export async function createSavedSearch({ db, engineerId, input }: { db: Database; engineerId: number; input: SavedSearchRequest }): Promise<SavedSearch> {
  return db.transaction(async (tx) => {
    await checkSavedSearch(tx, { engineerId, input });
    const [{ saved }] = await tx.select({ saved: count() }).from(savedSearches).where(eq(savedSearches.engineerId, engineerId));
    if (saved >= SAVED_SEARCH_LIMITS.maxPerEngineer) throw new AppError('CONFLICT', TOO_MANY_SAVED_SEARCHES_MESSAGE);
    const [row] = await tx
      .insert(savedSearches)
      .values({ engineerId, ...toSavedSearchColumns(input) })
      .returning();
    return toSavedSearch(row);
  });
}
