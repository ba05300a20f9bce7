import { and, eq, isNull, ne } from 'drizzle-orm';
import { ASSIGNMENT_EVENT, ASSIGNMENT_STATUS } from '@/constants';
import type { Database } from '../../db/client';
import { assignmentApplications, assignments, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { CompanyActor } from './company-actor';
import { computeAgreedTerms } from './compute-agreed-terms';
import { getOwnedAssignmentOrThrow } from './get-owned-assignment-or-throw';
import { logAssignmentEvent } from './log-assignment-event';
import { engineerLinks, notifyEngineers } from './notify-engineers';

export const NOT_ASSIGNABLE_MESSAGE = 'An engineer can only be assigned while the work order is unassigned.';

type AssignEngineerOptions = { db: Database; actor: CompanyActor; assignmentId: number; engineerId: number };

/**
 * 0 → 1: gives the order to an applicant (on their counter offer's terms, if they made one);
 * every other open application is declined. Two racing assigns: the status check in the
 * UPDATE lets only one win.
 */
export async function assignEngineer({ db, actor, assignmentId, engineerId }: AssignEngineerOptions) {
  const order = await getOwnedAssignmentOrThrow({ db, actor, assignmentId });
  if (order.status !== ASSIGNMENT_STATUS.UNASSIGNED || order.assignedEngineerId) throw new AppError('CONFLICT', NOT_ASSIGNABLE_MESSAGE);

  await db.transaction(async (tx) => {
    const [application] = await tx
      .select()
      .from(assignmentApplications)
      .where(and(eq(assignmentApplications.assignmentId, assignmentId), eq(assignmentApplications.engineerId, engineerId)))
      .limit(1);
    if (!application) throw new AppError('NOT_FOUND', 'This engineer has not applied for this work order.');
    if (application.status !== 'applied') throw new AppError('CONFLICT', 'This application is no longer open.');

    const [assigned] = await tx
      .update(assignments)
      .set({ ...computeAgreedTerms(order, application), status: ASSIGNMENT_STATUS.ASSIGNED, assignedEngineerId: engineerId })
      .where(and(eq(assignments.id, assignmentId), eq(assignments.status, ASSIGNMENT_STATUS.UNASSIGNED), isNull(assignments.assignedEngineerId)))
      .returning({ id: assignments.id });
    if (!assigned) throw new AppError('CONFLICT', NOT_ASSIGNABLE_MESSAGE);

    // The application must still be open when it is taken: a withdrawal may have committed since it was read.
    const [taken] = await tx
      .update(assignmentApplications)
      .set({ status: 'assigned' })
      .where(and(eq(assignmentApplications.id, application.id), eq(assignmentApplications.status, 'applied')))
      .returning({ id: assignmentApplications.id });
    if (!taken) throw new AppError('CONFLICT', 'This application is no longer open.');
    const declined = await tx
      .update(assignmentApplications)
      .set({ status: 'declined' })
      .where(and(eq(assignmentApplications.assignmentId, assignmentId), eq(assignmentApplications.status, 'applied'), ne(assignmentApplications.id, application.id)))
      .returning({ engineerId: assignmentApplications.engineerId });

    const [engineer] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, engineerId));
    const note = `Assigned to ${engineer.firstName} ${engineer.lastName}${application.hasCounterOffer ? ' on their counter offer' : ''}`;
    await logAssignmentEvent({ db: tx, assignmentId, userId: actor.userId, event: ASSIGNMENT_EVENT.ASSIGNED, note });
    await notifyEngineers({
      db: tx,
      engineerIds: [engineerId],
      title: 'You have been assigned a work order',
      body: `You were assigned "${order.title}". Please confirm the schedule.`,
      link: engineerLinks.myWork(assignmentId),
    });
    await notifyEngineers({
      db: tx,
      engineerIds: declined.map((row) => row.engineerId),
      title: 'Application not selected',
      body: `Another engineer was assigned "${order.title}".`,
      link: engineerLinks.findWork(assignmentId),
    });
  });
}
