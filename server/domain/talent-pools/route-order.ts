import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignments, type AssignmentRow, type TalentPoolRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { recordOrderEvent } from '../events/record-order-event';
import { listRoutableMembers } from './list-routable-members';

export const NOT_ROUTABLE_MESSAGE = 'Only an open, unassigned work order can be routed.';

const HOUR_MS = 3600 * 1000;

/** Where an order goes first: a talent pool's members, or one engineer (with the name their notice and the log show). */
export type RouteTarget = { pool: TalentPoolRow } | { engineer: { id: number; name: string } };

type RouteOrderOptions = { order: AssignmentRow; target: RouteTarget; hours: number; now: Date; userId: number };

/**
 * Routes an open, unassigned order (status 0) inside the caller's transaction: `routed_until` is
 * now + hours, and only the pool's members (less the engineers the company blocked) or the one
 * offered engineer see it until then; each of them is told. Routing again replaces the earlier
 * routing. 409 when the order is no longer open.
 */
export async function routeOrder(tx: Database, { order, target, hours, now, userId }: RouteOrderOptions): Promise<AssignmentRow> {
  const routedUntil = new Date(now.getTime() + hours * HOUR_MS);
  const isPool = 'pool' in target;
  const [routed] = await tx
    .update(assignments)
    .set({ routePoolId: isPool ? target.pool.id : null, offeredEngineerId: isPool ? null : target.engineer.id, routedUntil })
    .where(and(eq(assignments.id, order.id), eq(assignments.status, 0), isNull(assignments.assignedEngineerId)))
    .returning();
  if (!routed) throw new AppError('CONFLICT', NOT_ROUTABLE_MESSAGE);

  const engineerIds = isPool ? await listRoutableMembers(tx, { poolId: target.pool.id, companyId: order.companyId }) : [target.engineer.id];
  const until = routedUntil.toISOString();
  await recordOrderEvent(tx, {
    event: 'routed',
    order: routed,
    by: { actor: 'company', userId },
    note: isPool ? `Routed to the talent pool "${target.pool.name}" until ${until}` : `Offered to ${target.engineer.name} until ${until}`,
    engineerIds,
    notice: isPool
      ? { title: 'A work order for your talent pool', body: `"${routed.title}" is open to your talent pool first, until ${until}.` }
      : { title: 'A work order offered to you', body: `"${routed.title}" is offered to you until ${until}: accept or decline it.` },
    webhookData: { routing: { pool_id: isPool ? target.pool.id : null, offered_engineer_id: isPool ? null : target.engineer.id, routed_until: until } },
  });
  return routed;
}
