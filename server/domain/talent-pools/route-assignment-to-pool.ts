import type { Database } from '../../db/client';
import type { AssignmentRow } from '../../db/schema';
import type { CompanyActor } from '../assignments/company-actor';
import { getOwnedAssignmentOrThrow } from '../assignments/get-owned-assignment-or-throw';
import { AppError } from '../../lib/errors';
import { getCompanyPoolOrThrow } from './get-company-pool-or-throw';
import { NOT_ROUTABLE_MESSAGE, routeOrder } from './route-order';

type RouteAssignmentToPoolOptions = { db: Database; actor: CompanyActor; assignmentId: number; poolId: number; hours: number; now?: Date };

/**
 * Sends an open, unassigned order (status 0) to one of the actor's company's talent pools for
 * `hours`: only its members see it in Find Work until then, and each is told. Another tenant's
 * order or pool is a 404; an order no longer open is a 409.
 */
export async function routeAssignmentToPool({ db, actor, assignmentId, poolId, hours, now = new Date() }: RouteAssignmentToPoolOptions): Promise<AssignmentRow> {
  const order = await getOwnedAssignmentOrThrow({ db, actor, assignmentId });
  const pool = await getCompanyPoolOrThrow({ db, companyId: actor.companyId, poolId });
  if (order.status !== 0 || order.assignedEngineerId !== null) throw new AppError('CONFLICT', NOT_ROUTABLE_MESSAGE);
  return db.transaction((tx) => routeOrder(tx, { order, target: { pool }, hours, now, userId: actor.userId }));
}
