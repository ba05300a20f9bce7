import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { NamedListTable } from '../../db/schema';

type ListNamedItemsOptions = { db: Database; table: NamedListTable; orderBy?: 'id' | 'name' };

/** Every `{ id, name }` row of a small reference list. */
export async function listNamedItems({ db, table, orderBy = 'id' }: ListNamedItemsOptions) {
  return db
    .select({ id: table.id, name: table.name })
    .from(table)
    .orderBy(asc(orderBy === 'name' ? table.name : table.id));
}
