import { and, eq, exists, isNotNull, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { SqlValue } from '../../db/prepare-by-shape';
import { assignments, blockedEngineers, talentPoolMembers } from '../../db/schema';

/** Not blocked by the order's company: an anti-join on blocked_engineers' key (company_id, engineer_id). */
export function notBlockedSql(db: Database, engineerId: SqlValue<number>): SQL {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(blockedEngineers)
      .where(and(eq(blockedEngineers.companyId, assignments.companyId), eq(blockedEngineers.engineerId, engineerId))),
  );
}

/**
 * The order's routing lets the engineer in: not routed, its window over (the sweep may not have
 * run yet), offered to them, or routed to a pool they are in (an EXISTS on the members' key
 * (pool_id, engineer_id)). Unrouted orders pass on the first test, so find work stays on its indexes.
 */
export function routedToSql(db: Database, engineerId: SqlValue<number>, now: SqlValue<Date>): SQL {
  const member = db
    .select({ one: sql`1` })
    .from(talentPoolMembers)
    .where(and(eq(talentPoolMembers.poolId, assignments.routePoolId), eq(talentPoolMembers.engineerId, engineerId)));
  return or(
    isNull(assignments.routedUntil),
    lte(assignments.routedUntil, now),
    eq(assignments.offeredEngineerId, engineerId),
    and(isNotNull(assignments.routePoolId), exists(member)),
  )!;
}

/** Whether an open order shows to the engineer in find work (and may be opened and applied to). */
export function visibleToEngineerSql(db: Database, engineerId: SqlValue<number>, now: SqlValue<Date>): SQL {
  return and(notBlockedSql(db, engineerId), routedToSql(db, engineerId, now))!;
}
