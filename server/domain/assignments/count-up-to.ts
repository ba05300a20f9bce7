import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Lists count their matches only this far, then answer "1,000+": counting all of a large table means reading all of it. */
export const COUNT_CAP = 1000;

/** The cap for a page: never below the rows up to its end, so the page after a full one can always be reached. */
export const countCapFor = (page: number, perPage: number) => Math.max(COUNT_CAP, page * perPage);

export type CappedTotal = { total_count: number; total_capped: boolean };

/** Counts the rows of `rows` (any select) up to `cap`; past it the total is `cap` and `total_capped` is true. */
export async function countUpTo(db: Database, rows: SQLWrapper, cap: number): Promise<CappedTotal> {
  const result = await db.execute(sql`select count(*)::int as total from (select 1 from (${rows}) as matching limit ${cap + 1}) as counted`);
  const total = Number((result as unknown as { rows: { total: number | string }[] }).rows[0].total);
  return total > cap ? { total_count: cap, total_capped: true } : { total_count: total, total_capped: false };
}
