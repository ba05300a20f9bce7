import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { SqlValue } from '../../db/prepare-by-shape';

/** Lists count their matches only this far, then answer "1,000+": counting all of a large table means reading all of it. */
export const COUNT_CAP = 1000;

/** The cap for a page: never below the rows up to its end, so the page after a full one can always be reached. */
export const countCapFor = (page: number, perPage: number) => Math.max(COUNT_CAP, page * perPage);

export type CappedTotal = { total_count: number; total_capped: boolean };

/** A query counting the rows of `rows` (any select), at most `limit` of them: for a cap, limit it to cap + 1 and read with toCappedTotal. */
export const countRowsQuery = (db: Database, rows: SQLWrapper, limit: SqlValue<number>) =>
  db.select({ total: sql<number>`count(*)::int` }).from(sql`(select 1 from (${rows}) as matching limit ${limit}) as counted`);

/** countRowsQuery's count for a cap: past it the total is `cap` and `total_capped` is true. */
export function toCappedTotal(counted: number | string, cap: number): CappedTotal {
  const total = Number(counted);
  return total > cap ? { total_count: cap, total_capped: true } : { total_count: total, total_capped: false };
}

/** Counts the rows of `rows` (any select) up to `cap`; past it the total is `cap` and `total_capped` is true. */
export async function countUpTo(db: Database, rows: SQLWrapper, cap: number): Promise<CappedTotal> {
  const [{ total }] = await countRowsQuery(db, rows, cap + 1);
  return toCappedTotal(total, cap);
}
