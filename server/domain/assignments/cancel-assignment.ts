import { and, eq, inArray } from 'drizzle-orm';
import { ENGINEER_ROUTES } from '@/constants';
import type { Database } from '../../db/client';
import { assignmentApplications, assignments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { checkTransition, getLogEvent, getStatusAfter, whereTransitionAllowed } from './check-transition';
import type { CompanyActor } from './company-actor';
import { getOwnedAssignmentOrThrow } from './get-owned-assignment-or-throw';
import { logAssignmentEvent } from './log-assignment-event';
import { notifyEngineers } from './notify-engineers';

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
      .returning({ title: assignments.title, assignedEngineerId: assignments.assignedEngineerId });
    if (!cancelled) throw new AppError('INVALID_TRANSITION', NOT_CANCELLABLE_MESSAGE);

    await logAssignmentEvent({ db: tx, assignmentId, userId: actor.userId, event: getLogEvent(transition, status), note: reason ? `Cancelled: ${reason}` : 'Cancelled' });
    const concerned = await tx
      .select({ engineerId: assignmentApplications.engineerId })
      .from(assignmentApplications)
      .where(and(eq(assignmentApplications.assignmentId, assignmentId), inArray(assignmentApplications.status, ['applied', 'assigned'])));
    const engineerIds = [...concerned.map((row) => row.engineerId), ...(cancelled.assignedEngineerId ? [cancelled.assignedEngineerId] : [])];
    const because = reason ? ` Reason: ${reason}` : '';
    await notifyEngineers({
      db: tx,
      engineerIds,
      kind: 'cancel',
      assignmentId,
      title: 'Work order cancelled',
      body: `"${cancelled.title}" was cancelled.${because}`,
      link: cancelled.assignedEngineerId ? ENGINEER_ROUTES.myWorkDetails(assignmentId) : ENGINEER_ROUTES.findWorkDetails(assignmentId),
    });
  });
}
