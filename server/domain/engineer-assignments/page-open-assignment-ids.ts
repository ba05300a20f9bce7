import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { SqlValue } from '../../db/prepare-by-shape';
import { assignments } from '../../db/schema';
import type { FindWorkQuery } from '@/contracts/engineerAssignments';
import { estimatedPaySql } from './engineer-sql';

// Find work reads its page as the union of a few parts ("legs": remote orders, orders near the
// engineer, …), each taking the first rows of the page in its own index order; the union is then
// sorted once more and cut to the page. The legs must not overlap and together hold every match.

type SortField = 'distance' | 'pay' | 'start_at' | 'created_at' | 'id';
type SortKey = { field: SortField; direction: 'asc' | 'desc'; nullsLast?: boolean };

/**
 * The order of find work: by the chosen field (distance and pay: unknown last; pay highest and posting newest
 * first unless asked otherwise), then start, then id.
 */
export function findWorkSortKeys(query: Pick<FindWorkQuery, 'sort_by' | 'order'>): SortKey[] {
  const direction = query.order ?? (query.sort_by === 'pay' || query.sort_by === 'created_at' ? 'desc' : 'asc');
  const first: SortKey = { field: query.sort_by, direction, nullsLast: query.sort_by === 'distance' || query.sort_by === 'pay' };
  const rest: SortKey[] = [{ field: 'start_at', direction: 'asc' }, { field: 'id', direction: 'asc' }];
  // start_at and created_at are never null: no `nulls last`, so an index on them can give the order.
  return [first, ...rest.filter((key) => key.field !== first.field)];
}

const orderSql = (keys: SortKey[], column: (field: SortField) => SQL) =>
  sql.join(
    keys.map((key) => sql`${column(key.field)} ${sql.raw(key.direction)}${sql.raw(key.nullsLast ? ' nulls last' : '')}`),
    sql`, `,
  );

/**
 * One part of the search: its extra condition (none: the whole search), and whether its orders
 * have no distance (remote ones), so that its order can come straight from an index.
 */
export type FindWorkLeg = { where: SQL | undefined; hasNoDistance?: boolean };

type PageOpenAssignmentIdsOptions = {
  db: Database;
  /** Every condition of the search (on assignments). */
  where: SQL | undefined;
  legs: FindWorkLeg[];
  /** Common table expressions the legs read (`with …`), e.g. the box chosen by chooseFindWorkLegs. */
  withTables?: SQL;
  distance: SQL<number | null>;
  sortKeys: SortKey[];
  /** Rows up to the end of the page: offset + limit. */
  need: SqlValue<number>;
  offset: SqlValue<number>;
  limit: SqlValue<number>;
};

/** The select of the ids of one page of find work, in order: to read inside the statement that loads the page. */
export function openAssignmentPageIdsSql({ db, where, legs, withTables, distance, sortKeys, need, offset, limit }: PageOpenAssignmentIdsOptions): SQL {
  const legQueries = legs.map((leg) => {
    const legDistance = leg.hasNoDistance ? sql`null::float8` : distance;
    const inner = { distance: legDistance, pay: estimatedPaySql, start_at: assignments.startAt, created_at: assignments.createdAt, id: assignments.id };
    return sql`(${db
      .select({ id: assignments.id, distance: sql`${legDistance}`.as('distance'), pay: sql`${estimatedPaySql}`.as('pay'), start_at: assignments.startAt, created_at: assignments.createdAt })
      .from(assignments)
      .where(and(where, leg.where))
      .orderBy(orderSql(sortKeys, (field) => sql`${inner[field]}`))
      .limit(need)})`;
  });
  return sql`${withTables ? sql`with ${withTables} ` : sql``}select id from (${sql.join(legQueries, sql` union all `)}) as legs order by ${orderSql(sortKeys, (field) => sql`${sql.identifier(field)}`)} limit ${limit} offset ${offset}`;
}

/** The rows of all legs, for counting (no order). */
export function openAssignmentRows({ db, where, legs }: Pick<PageOpenAssignmentIdsOptions, 'db' | 'where' | 'legs'>) {
  const legQueries = legs.map((leg) => sql`(${db.select({ id: assignments.id }).from(assignments).where(and(where, leg.where))})`);
  return sql.join(legQueries, sql` union all `);
}
