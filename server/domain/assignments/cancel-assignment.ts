import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignmentApplications, assignments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { recordOrderEvent } from '../events/record-order-event';
import { checkTransition, getStatusAfter, whereTransitionAllowed } from './check-transition';
import type { CompanyActor } from './company-actor';
import { getOwnedAssignmentOrThrow } from './get-owned-assignment-or-throw';

export const NOT_CANCELLABLE_MESSAGE = 'This work order can no longer be cancelled.';

type CancelAssignmentOptions = { db: Database; actor: CompanyActor; assignmentId: number; reason?: string | null };

/** The lifecycle's `cancel` (before work starts → 10 Cancelled); the assigned engineer and open applicants are told. */
export async function cancelAssignment({ db, actor, assignmentId, reason }: CancelAssignmentOptions) {
  const order = await getOwnedAssignmentOrThrow({ db, actor, assignmentId });
  const transition = checkTransition('cancel', 'company', order, NOT_CANCELLABLE_MESSAGE);
  const status = getStatusAfter(transition, order.status);
  await db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(assignments)
      .set({ status, cancelledAt: new Date() })
      .where(and(eq(assignments.id, assignmentId), whereTransitionAllowed('cancel', 'company')))
      .returning();
    if (!cancelled) throw new AppError('INVALID_TRANSITION', NOT_CANCELLABLE_MESSAGE);

    const concerned = await tx
      .select({ engineerId: assignmentApplications.engineerId })
      .from(assignmentApplications)
      .where(and(eq(assignmentApplications.assignmentId, assignmentId), inArray(assignmentApplications.status, ['applied', 'assigned'])));
    const engineerIds = [...concerned.map((row) => row.engineerId), ...(cancelled.assignedEngineerId ? [cancelled.assignedEngineerId] : [])];
    const because = reason ? ` Reason: ${reason}` : '';
    await recordOrderEvent(tx, {
      event: 'cancel',
      order: cancelled,
      by: { actor: 'company', userId: actor.userId },
      note: reason ? `Cancelled: ${reason}` : 'Cancelled',
      engineerIds,
      notice: { title: 'Work order cancelled', body: `"${cancelled.title}" was cancelled.${because}` },
    });
  });
}
