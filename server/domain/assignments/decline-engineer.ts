import { and, eq } from 'drizzle-orm';
import { ASSIGNMENT_EVENT, ASSIGNMENT_STATUS } from '@/constants';
import type { Database } from '../../db/client';
import { assignmentApplications, assignments, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { CompanyActor } from './company-actor';
import { getOwnedAssignmentOrThrow } from './get-owned-assignment-or-throw';
import { logAssignmentEvent } from './log-assignment-event';
import { engineerLinks, notifyEngineers } from './notify-engineers';

const NOT_DECLINABLE_MESSAGE = 'Applications can only be declined while the work order is unassigned.';

type DeclineEngineerOptions = { db: Database; actor: CompanyActor; assignmentId: number; engineerId: number };

/** Turns down one open application of an unassigned order; the engineer sees 9 Decline. */
export async function declineEngineer({ db, actor, assignmentId, engineerId }: DeclineEngineerOptions) {
  const order = await getOwnedAssignmentOrThrow({ db, actor, assignmentId });
  if (order.status !== ASSIGNMENT_STATUS.UNASSIGNED) throw new AppError('CONFLICT', NOT_DECLINABLE_MESSAGE);

  await db.transaction(async (tx) => {
    const [application] = await tx
      .select({ id: assignmentApplications.id, status: assignmentApplications.status })
      .from(assignmentApplications)
      .where(and(eq(assignmentApplications.assignmentId, assignmentId), eq(assignmentApplications.engineerId, engineerId)))
      .limit(1);
    if (!application) throw new AppError('NOT_FOUND', 'This engineer has not applied for this work order.');

    // The order must still be open: lock its row so an assign cannot slip in between.
    const [open] = await tx
      .select({ id: assignments.id })
      .from(assignments)
      .where(and(eq(assignments.id, assignmentId), eq(assignments.status, ASSIGNMENT_STATUS.UNASSIGNED)))
      .for('update');
    if (!open) throw new AppError('CONFLICT', NOT_DECLINABLE_MESSAGE);
    const [declined] = await tx
      .update(assignmentApplications)
      .set({ status: 'declined' })
      .where(and(eq(assignmentApplications.id, application.id), eq(assignmentApplications.status, 'applied')))
      .returning({ id: assignmentApplications.id });
    if (!declined) throw new AppError('CONFLICT', 'This application is no longer open.');

    const [engineer] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, engineerId));
    await logAssignmentEvent({ db: tx, assignmentId, userId: actor.userId, event: ASSIGNMENT_EVENT.DECLINED, note: `Declined ${engineer.firstName} ${engineer.lastName}` });
    await notifyEngineers({
      db: tx,
      engineerIds: [engineerId],
      title: 'Application declined',
      body: `Your application for "${order.title}" was declined.`,
      link: engineerLinks.findWork(assignmentId),
    });
  });
}
