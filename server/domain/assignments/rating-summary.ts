import { and, avg, count, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ratings } from '../../db/schema';

type RatingSummary = { rating_average: number | null; rating_count: number };

const summarize = async (db: Database, where: SQL | undefined): Promise<RatingSummary> => {
  const [row] = await db.select({ average: avg(ratings.stars), total: count() }).from(ratings).where(where);
  return { rating_average: row?.average == null ? null : Math.round(Number(row.average) * 10) / 10, rating_count: row?.total ?? 0 };
};

/** How engineers rated a company (commented_by 'engineer'), average to one decimal. */
export const getCompanyRatingSummary = ({ db, companyId }: { db: Database; companyId: number }) =>
  summarize(db, and(eq(ratings.companyId, companyId), eq(ratings.commentedBy, 'engineer')));

/** How company sides rated an engineer (commented_by 'company'), average to one decimal. */
export const getEngineerRatingSummary = ({ db, engineerId }: { db: Database; engineerId: number }) =>
  summarize(db, and(eq(ratings.engineerId, engineerId), eq(ratings.commentedBy, 'company')));
