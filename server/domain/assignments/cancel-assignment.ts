import { and, eq, inArray } from 'drizzle-orm';
import { ASSIGNMENT_EVENT, ASSIGNMENT_STATUS } from '@/constants';
import type { Database } from '../../db/client';
import { assignmentApplications, assignments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { CompanyActor } from './company-actor';
import { getOwnedAssignmentOrThrow } from './get-owned-assignment-or-throw';
import { logAssignmentEvent } from './log-assignment-event';
import { engineerLinks, notifyEngineers } from './notify-engineers';

const CANCELLABLE_STATUSES = [ASSIGNMENT_STATUS.UNASSIGNED, ASSIGNMENT_STATUS.ASSIGNED, ASSIGNMENT_STATUS.PENDING_CONFIRMATION, ASSIGNMENT_STATUS.SCHEDULE_CONFIRMED];
export const NOT_CANCELLABLE_MESSAGE = 'This work order can no longer be cancelled.';

type CancelAssignmentOptions = { db: Database; actor: CompanyActor; assignmentId: number; reason?: string | null };

/** 0, 1, 12 or 2 → 10 Cancelled; the assigned engineer and open applicants are told. */
export async function cancelAssignment({ db, actor, assignmentId, reason }: CancelAssignmentOptions) {
  await getOwnedAssignmentOrThrow({ db, actor, assignmentId });
  await db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(assignments)
      .set({ status: ASSIGNMENT_STATUS.CANCELLED, cancelledAt: new Date() })
      .where(and(eq(assignments.id, assignmentId), inArray(assignments.status, CANCELLABLE_STATUSES)))
      .returning({ title: assignments.title, assignedEngineerId: assignments.assignedEngineerId });
    if (!cancelled) throw new AppError('CONFLICT', NOT_CANCELLABLE_MESSAGE);

    await logAssignmentEvent({ db: tx, assignmentId, userId: actor.userId, event: ASSIGNMENT_EVENT.OPEN_OR_CANCELLED, note: reason ? `Cancelled: ${reason}` : 'Cancelled' });
    const concerned = await tx
      .select({ engineerId: assignmentApplications.engineerId })
      .from(assignmentApplications)
      .where(and(eq(assignmentApplications.assignmentId, assignmentId), inArray(assignmentApplications.status, ['applied', 'assigned'])));
    const engineerIds = [...concerned.map((row) => row.engineerId), ...(cancelled.assignedEngineerId ? [cancelled.assignedEngineerId] : [])];
    const because = reason ? ` Reason: ${reason}` : '';
    await notifyEngineers({
      db: tx,
      engineerIds,
      title: 'Work order cancelled',
      body: `"${cancelled.title}" was cancelled.${because}`,
      link: cancelled.assignedEngineerId ? engineerLinks.myWork(assignmentId) : engineerLinks.findWork(assignmentId),
    });
  });
}
