import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignmentApplications, assignments, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { recordOrderEvent } from '../events/record-order-event';
import { APPLICATION_NOT_OPEN_MESSAGE, NOT_APPLIED_MESSAGE } from './assign-engineer';
import { checkTransition, whereTransitionAllowed } from './check-transition';
import type { CompanyActor } from './company-actor';
import { getOwnedAssignmentOrThrow } from './get-owned-assignment-or-throw';

const NOT_DECLINABLE_MESSAGE = 'Applications can only be declined while the work order is unassigned.';

type DeclineEngineerOptions = { db: Database; actor: CompanyActor; assignmentId: number; engineerId: number };

/** Turns down one open application of an unassigned order; the engineer sees 9 Decline. */
export async function declineEngineer({ db, actor, assignmentId, engineerId }: DeclineEngineerOptions) {
  const order = await getOwnedAssignmentOrThrow({ db, actor, assignmentId });
  checkTransition('decline', 'company', order, NOT_DECLINABLE_MESSAGE);

  await db.transaction(async (tx) => {
    const [application] = await tx
      .select({ id: assignmentApplications.id, status: assignmentApplications.status, hasCounterOffer: assignmentApplications.hasCounterOffer })
      .from(assignmentApplications)
      .where(and(eq(assignmentApplications.assignmentId, assignmentId), eq(assignmentApplications.engineerId, engineerId)))
      .limit(1);
    if (!application) throw new AppError('NOT_FOUND', NOT_APPLIED_MESSAGE);

    // The order must still be open: lock its row so an assign cannot slip in between.
    const [open] = await tx
      .select({ status: assignments.status })
      .from(assignments)
      .where(and(eq(assignments.id, assignmentId), whereTransitionAllowed('decline', 'company')))
      .for('update');
    if (!open) throw new AppError('INVALID_TRANSITION', NOT_DECLINABLE_MESSAGE);
    const [declined] = await tx
      .update(assignmentApplications)
      .set({ status: 'declined' })
      .where(and(eq(assignmentApplications.id, application.id), eq(assignmentApplications.status, 'applied')))
      .returning({ id: assignmentApplications.id });
    if (!declined) throw new AppError('CONFLICT', APPLICATION_NOT_OPEN_MESSAGE);

    const [engineer] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, engineerId));
    await recordOrderEvent(tx, {
      event: 'decline',
      order: { ...order, status: open.status },
      by: { actor: 'company', userId: actor.userId },
      note: `Declined ${engineer.firstName} ${engineer.lastName}`,
      engineerIds: [engineerId],
      notice: { title: 'Application declined', body: `Your application for "${order.title}" was declined.` },
      webhookData: { application: { id: application.id, engineer_id: engineerId, has_counter_offer: application.hasCounterOffer } },
    });
  });
}
