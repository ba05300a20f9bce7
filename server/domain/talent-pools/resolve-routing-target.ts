import { and, eq } from 'drizzle-orm';
import type { RoutingInput } from '@/contracts/talentPools';
import type { Database } from '../../db/client';
import { blockedEngineers } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { CompanyActor } from '../assignments/company-actor';
import { getCompanyPoolOrThrow } from './get-company-pool-or-throw';
import { getEngineerOrThrow } from './get-engineer-or-throw';
import type { RouteTarget } from './route-order';

export type ResolvedRouting = { target: RouteTarget; hours: number };

/** Turns a 404 of a lookup into a 400 on the draft's field, so the form (or an import row) shows it there. */
async function asField<T>(path: string, message: string, lookup: () => Promise<T>): Promise<T> {
  try {
    return await lookup();
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw AppError.field(path, message);
    throw error;
  }
}

/**
 * Checks a draft's routing before the order is posted (the form, a template, an import row, the
 * API): the pool must be one of the actor's company's, the engineer an engineer the company has
 * not blocked. Null when the order opens to everyone at once.
 */
export async function resolveRoutingTarget({ db, actor, routing }: { db: Database; actor: CompanyActor; routing: RoutingInput | undefined }): Promise<ResolvedRouting | null> {
  if (!routing) return null;
  if (routing.route_to_pool_id) {
    const poolId = routing.route_to_pool_id;
    const pool = await asField('routing.route_to_pool_id', 'Choose one of your talent pools', () => getCompanyPoolOrThrow({ db, companyId: actor.companyId, poolId }));
    return { target: { pool }, hours: routing.route_hours };
  }
  if (routing.offer_engineer_id) {
    const engineerId = routing.offer_engineer_id;
    const engineer = await asField('routing.offer_engineer_id', 'Choose an engineer', () => getEngineerOrThrow(db, engineerId));
    const [blocked] = await db
      .select({ engineerId: blockedEngineers.engineerId })
      .from(blockedEngineers)
      .where(and(eq(blockedEngineers.companyId, actor.companyId), eq(blockedEngineers.engineerId, engineerId)))
      .limit(1);
    if (blocked) throw AppError.field('routing.offer_engineer_id', 'Your company blocked this engineer: choose another');
    return { target: { engineer }, hours: routing.route_hours };
  }
  return null;
}
