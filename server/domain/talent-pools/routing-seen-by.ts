import type { AssignmentRow } from '../../db/schema';

/**
 * What an engineer reads of an order's routing: whether it is offered to them alone, and until
 * when it stays with them (or their pool) before it opens to everyone; null once it is open.
 */
export function routingSeenBy(order: Pick<AssignmentRow, 'status' | 'routedUntil' | 'offeredEngineerId'>, engineerId: number, now: Date) {
  const isRouted = order.status === 0 && order.routedUntil !== null && order.routedUntil > now;
  return {
    offered_to_me: isRouted && order.offeredEngineerId === engineerId,
    routed_until: isRouted ? order.routedUntil!.toISOString() : null,
  };
}
