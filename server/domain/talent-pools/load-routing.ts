import { eq } from 'drizzle-orm';
import type { Routing } from '@/contracts/talentPools';
import type { Database } from '../../db/client';
import { talentPools, users, type AssignmentRow } from '../../db/schema';

type RoutedOrder = Pick<AssignmentRow, 'status' | 'routePoolId' | 'offeredEngineerId' | 'routedUntil'>;

/** The order's routing as the company side reads it (the pool's name, the offered engineer); null once it is open to everyone. */
export async function loadRouting(db: Database, order: RoutedOrder, now = new Date()): Promise<Routing | null> {
  if (order.status !== 0 || !order.routedUntil || order.routedUntil <= now) return null;
  const [pool] = order.routePoolId ? await db.select({ name: talentPools.name }).from(talentPools).where(eq(talentPools.id, order.routePoolId)).limit(1) : [];
  const [engineer] = order.offeredEngineerId
    ? await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, order.offeredEngineerId)).limit(1)
    : [];
  return {
    pool_id: pool ? order.routePoolId : null,
    pool_name: pool?.name ?? null,
    offered_engineer: engineer ? { id: engineer.id, name: `${engineer.firstName} ${engineer.lastName}` } : null,
    routed_until: order.routedUntil.toISOString(),
  };
}
