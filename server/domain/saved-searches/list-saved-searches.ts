import { asc, eq } from 'drizzle-orm';
import type { SavedSearch } from '@/contracts/savedSearches';
import type { Database } from '../../db/client';
import { savedSearches } from '../../db/schema';
import { toSavedSearch } from './to-saved-search';

/** The engineer's saved searches, by name. */
export async function listSavedSearches({ db, engineerId }: { db: Database; engineerId: number }): Promise<SavedSearch[]> {
  const rows = await db.select().from(savedSearches).where(eq(savedSearches.engineerId, engineerId)).orderBy(asc(savedSearches.name), asc(savedSearches.id));
  return rows.map(toSavedSearch);
}
