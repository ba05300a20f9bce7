import type { Routing } from '@/contracts/talentPools';
import type { AssignmentRow } from '../../db/schema';

type RoutedOrder = Pick<AssignmentRow, 'status' | 'routePoolId' | 'offeredEngineerId' | 'routedUntil'>;
/** The names the order's routing refers to, left-joined by the query that read the order (null when it has none or it is gone). */
export type RoutingNames = {
  poolName: string | null;
  offeredEngineer: { id: number; firstName: string; lastName: string } | null;
};

/** The order's routing as the company side reads it (the pool's name, the offered engineer); null once it is open to everyone. */
export function toRouting(order: RoutedOrder, { poolName, offeredEngineer }: RoutingNames, now = new Date()): Routing | null {
  if (order.status !== 0 || !order.routedUntil || order.routedUntil <= now) return null;
  return {
    pool_id: poolName === null ? null : order.routePoolId,
    pool_name: poolName,
    offered_engineer: offeredEngineer ? { id: offeredEngineer.id, name: `${offeredEngineer.firstName} ${offeredEngineer.lastName}` } : null,
    routed_until: order.routedUntil.toISOString(),
  };
}
