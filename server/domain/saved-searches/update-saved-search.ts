import { and, eq } from 'drizzle-orm';
import type { SavedSearch, SavedSearchRequest } from '@/contracts/savedSearches';
import type { Database } from '../../db/client';
import { savedSearches } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { checkSavedSearch } from './check-saved-search';
import { toSavedSearch, toSavedSearchColumns } from './to-saved-search';

export const SAVED_SEARCH_NOT_FOUND_MESSAGE = 'Saved search not found.';

type UpdateSavedSearchOptions = { db: Database; engineerId: number; savedSearchId: number; input: SavedSearchRequest };

/** Replaces one of the engineer's saved searches (name, filters, alert); another's is a 404. */
export async function updateSavedSearch({ db, engineerId, savedSearchId, input }: UpdateSavedSearchOptions): Promise<SavedSearch> {
  return db.transaction(async (tx) => {
    await checkSavedSearch(tx, { engineerId, input, exceptId: savedSearchId });
    const [row] = await tx
      .update(savedSearches)
      .set({ ...toSavedSearchColumns(input), updatedAt: new Date() })
      .where(and(eq(savedSearches.id, savedSearchId), eq(savedSearches.engineerId, engineerId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', SAVED_SEARCH_NOT_FOUND_MESSAGE);
    return toSavedSearch(row);
  });
}
