import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { NamedListTable } from '../../db/schema';

type FindMissingIdsOptions = { db: Database; table: NamedListTable; ids: number[] };

/** The ids of a reference list that do not exist, so a request naming them can be refused. */
export async function findMissingIds({ db, table, ids }: FindMissingIdsOptions): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}
