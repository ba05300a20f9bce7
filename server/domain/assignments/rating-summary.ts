import { and, avg, count, eq, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ratings } from '../../db/schema';
import type { SqlValue } from '../../db/prepare-by-shape';

// Average and count of the ratings a company or an engineer received, as others see them:
// only ratings already revealed to the rated side (double-blind, see domain/ratings).

export type RatingSummary = { rating_average: number | null; rating_count: number };

const toSummary = (average: string | number | null | undefined, total: number | undefined): RatingSummary => ({
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

/**
 * getCompanyRatingSummary of each row's company inside a query of work orders (lists): a column
 * to select and read with toRatingSummary, so a list sends no statement of its own for ratings.
 */
export const companyRatingSummarySql = (companyId: AnyColumn, now: SqlValue<Date> = new Date()) =>
  sql<RatingColumn>`(select json_build_object('average', avg(${ratings.stars}), 'total', count(*)) from ${ratings} where ${and(
    eq(ratings.companyId, companyId),
    eq(ratings.commentedBy, 'engineer'),
    lte(ratings.visibleAt, now),
  )})`;

type RatingColumn = { average: number | null; total: number };

/** The summary in companyRatingSummarySql's column. */
export const toRatingSummary = (column: RatingColumn): RatingSummary => toSummary(column.average, column.total);
