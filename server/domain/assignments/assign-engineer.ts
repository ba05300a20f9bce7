import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignmentApplications, assignments, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { recordOrderEvent } from '../events/record-order-event';
import { checkTransition, getStatusAfter, whereTransitionAllowed } from './check-transition';
import type { CompanyActor } from './company-actor';
import { computeAgreedTerms } from './compute-agreed-terms';
import { getOwnedAssignmentOrThrow } from './get-owned-assignment-or-throw';
import { toPostedTerms } from './posted-terms';

export const NOT_ASSIGNABLE_MESSAGE = 'An engineer can only be assigned while the work order is unassigned.';
export const NOT_APPLIED_MESSAGE = 'This engineer has not applied for this work order.';
export const APPLICATION_NOT_OPEN_MESSAGE = 'This application is no longer open.';

type AssignEngineerOptions = { db: Database; actor: CompanyActor; assignmentId: number; engineerId: number };

/**
 * The lifecycle's `assign` (0 → 1): gives the order to an applicant (on their counter offer's terms, if they made one);
 * every other open application is declined. Two racing assigns: the status check in the
 * UPDATE lets only one win.
 */
export async function assignEngineer({ db, actor, assignmentId, engineerId }: AssignEngineerOptions) {
  const order = await getOwnedAssignmentOrThrow({ db, actor, assignmentId });
  const transition = checkTransition('assign', 'company', order, NOT_ASSIGNABLE_MESSAGE);
  const status = getStatusAfter(transition, order.status);

  await db.transaction(async (tx) => {
    const [application] = await tx
      .select()
      .from(assignmentApplications)
      .where(and(eq(assignmentApplications.assignmentId, assignmentId), eq(assignmentApplications.engineerId, engineerId)))
      .limit(1);
    if (!application) throw new AppError('NOT_FOUND', NOT_APPLIED_MESSAGE);
    if (application.status !== 'applied') throw new AppError('CONFLICT', APPLICATION_NOT_OPEN_MESSAGE);

    // Counter-offered terms replace the posted ones for the assignee; the posted ones are kept
    // for every other engineer, and come back if the assignee leaves.
    const postedTerms = application.hasCounterOffer ? toPostedTerms(order) : null;
    const [assigned] = await tx
      .update(assignments)
      .set({ ...computeAgreedTerms(order, application), postedTerms, status, assignedEngineerId: engineerId })
      .where(and(eq(assignments.id, assignmentId), whereTransitionAllowed('assign', 'company')))
      .returning();
    if (!assigned) throw new AppError('INVALID_TRANSITION', NOT_ASSIGNABLE_MESSAGE);

    // The application must still be open when it is taken: a withdrawal may have committed since it was read.
    const [taken] = await tx
      .update(assignmentApplications)
      .set({ status: 'assigned' })
      .where(and(eq(assignmentApplications.id, application.id), eq(assignmentApplications.status, 'applied')))
      .returning({ id: assignmentApplications.id });
    if (!taken) throw new AppError('CONFLICT', APPLICATION_NOT_OPEN_MESSAGE);
    const declined = await tx
      .update(assignmentApplications)
      .set({ status: 'declined' })
      .where(and(eq(assignmentApplications.assignmentId, assignmentId), eq(assignmentApplications.status, 'applied'), ne(assignmentApplications.id, application.id)))
      .returning({ engineerId: assignmentApplications.engineerId });

    const [engineer] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, engineerId));
    const note = `Assigned to ${engineer.firstName} ${engineer.lastName}${application.hasCounterOffer ? ' on their counter offer' : ''}`;
    const by = { actor: 'company', userId: actor.userId } as const;
    await recordOrderEvent(tx, {
      event: 'assign',
      order: assigned,
      by,
      note,
      engineerIds: [engineerId],
      notice: { title: 'You have been assigned a work order', body: `You were assigned "${order.title}". Please confirm the schedule.` },
    });
    await recordOrderEvent(tx, {
      event: 'notSelected',
      order: assigned,
      by,
      engineerIds: declined.map((row) => row.engineerId),
      notice: { title: 'Application not selected', body: `Another engineer was assigned "${order.title}".` },
    });
  });
}
