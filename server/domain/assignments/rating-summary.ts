import { and, avg, count, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ratings } from '../../db/schema';

// Average and count of the ratings a company or an engineer received, as others see them:
// only ratings already revealed to the rated side (double-blind, see domain/ratings).

export type RatingSummary = { rating_average: number | null; rating_count: number };

const toSummary = (average: string | null | undefined, total: number | undefined): RatingSummary => ({
  rating_average: average == null ? null : Math.round(Number(average) * 10) / 10,
  rating_count: Number(total ?? 0),
});

const summarize = async (db: Database, where: SQL | undefined): Promise<RatingSummary> => {
  const [row] = await db.select({ average: avg(ratings.stars), total: count() }).from(ratings).where(where);
  return toSummary(row?.average, row?.total);
};

type CompanyOptions = { db: Database; companyId: number; now?: Date };
type EngineerOptions = { db: Database; engineerId: number; now?: Date };

/** How engineers rated a company (commented_by 'engineer'), average to one decimal. */
export const getCompanyRatingSummary = ({ db, companyId, now = new Date() }: CompanyOptions) =>
  summarize(db, and(eq(ratings.companyId, companyId), eq(ratings.commentedBy, 'engineer'), lte(ratings.visibleAt, now)));

/** How company sides rated an engineer (commented_by 'company'), average to one decimal. */
export const getEngineerRatingSummary = ({ db, engineerId, now = new Date() }: EngineerOptions) =>
  summarize(db, and(eq(ratings.engineerId, engineerId), eq(ratings.commentedBy, 'company'), lte(ratings.visibleAt, now)));

/** getCompanyRatingSummary for many companies in one query (lists of work orders); a company without ratings is absent. */
export async function getCompanyRatingSummaries({ db, companyIds, now = new Date() }: { db: Database; companyIds: number[]; now?: Date }) {
  const summaries = new Map<number, RatingSummary>();
  if (companyIds.length === 0) return summaries;
  const rows = await db
    .select({ companyId: ratings.companyId, average: avg(ratings.stars), total: count() })
    .from(ratings)
    .where(and(inArray(ratings.companyId, [...new Set(companyIds)]), eq(ratings.commentedBy, 'engineer'), lte(ratings.visibleAt, now)))
    .groupBy(ratings.companyId);
  for (const row of rows) summaries.set(row.companyId, toSummary(row.average, row.total));
  return summaries;
}
