import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import { assignments } from '../../db/schema';

/** The order is still open and offered to the engineer, its window not over: checked in the UPDATE that answers the offer. */
export function offerStillOpen({ assignmentId, engineerId, now }: { assignmentId: number; engineerId: number; now: Date }): SQL {
  return and(
    eq(assignments.id, assignmentId),
    eq(assignments.status, 0),
    isNull(assignments.assignedEngineerId),
    eq(assignments.offeredEngineerId, engineerId),
    gt(assignments.routedUntil, now),
  )!;
}
