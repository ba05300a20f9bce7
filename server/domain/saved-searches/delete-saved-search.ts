import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { savedSearches } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { SAVED_SEARCH_NOT_FOUND_MESSAGE } from './update-saved-search';

/** Deletes one of the engineer's saved searches (its past alerts stay, so no order alerts them twice); another's is a 404. */
export async function deleteSavedSearch({ db, engineerId, savedSearchId }: { db: Database; engineerId: number; savedSearchId: number }): Promise<void> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, savedSearchId), eq(savedSearches.engineerId, engineerId)))
    .returning({ id: savedSearches.id });
  if (!deleted.length) throw new AppError('NOT_FOUND', SAVED_SEARCH_NOT_FOUND_MESSAGE);
}
