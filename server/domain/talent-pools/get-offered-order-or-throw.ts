import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignments, type AssignmentRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ASSIGNMENT_NOT_FOUND_MESSAGE } from '../assignments/get-owned-assignment-or-throw';

export const OFFER_CLOSED_MESSAGE = 'This offer is no longer open.';

/** The order offered to the engineer: 404 when it is not (or was never) offered to them, 409 when the offer ended. */
export async function getOfferedOrderOrThrow(db: Database, { engineerId, assignmentId, now }: { engineerId: number; assignmentId: number; now: Date }): Promise<AssignmentRow> {
  const [order] = await db.select().from(assignments).where(eq(assignments.id, assignmentId)).limit(1);
  if (!order || order.offeredEngineerId !== engineerId) throw new AppError('NOT_FOUND', ASSIGNMENT_NOT_FOUND_MESSAGE);
  if (order.status !== 0 || order.assignedEngineerId !== null || !order.routedUntil || order.routedUntil <= now) throw new AppError('CONFLICT', OFFER_CLOSED_MESSAGE);
  return order;
}

