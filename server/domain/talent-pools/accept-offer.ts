import { and, eq, ne } from 'drizzle-orm';
import type { EngineerAssignmentDetails } from '@/contracts/engineerAssignments';
import type { Database } from '../../db/client';
import { assignmentApplications, assignments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { checkTransition, getStatusAfter, whereTransitionAllowed } from '../assignments/check-transition';
import { computeAgreedTerms } from '../assignments/compute-agreed-terms';
import { getEngineerAssignmentDetails } from '../engineer-assignments/get-engineer-assignment-details';
import { recordOrderEvent } from '../events/record-order-event';
import { getEngineerOrThrow } from './get-engineer-or-throw';
import { getOfferedOrderOrThrow, OFFER_CLOSED_MESSAGE } from './get-offered-order-or-throw';
import { offerStillOpen } from './offer-still-open';
import { UNROUTED } from './open-order-to-everyone';

type AnswerOfferOptions = { db: Database; engineerId: number; assignmentId: number; now?: Date };

/**
 * The offered engineer takes the order: it is assigned to them on the posted terms, as the
 * company's assign would (status 1, their application marked assigned, other open applications
 * declined), and the company side is told. 404 when it is not offered to them, 409 once the offer ended.
 */
export async function acceptOffer({ db, engineerId, assignmentId, now = new Date() }: AnswerOfferOptions): Promise<EngineerAssignmentDetails> {
  const order = await getOfferedOrderOrThrow(db, { engineerId, assignmentId, now });
  const status = getStatusAfter(checkTransition('assign', 'company', order, OFFER_CLOSED_MESSAGE), order.status);
  const engineer = await getEngineerOrThrow(db, engineerId);

  await db.transaction(async (tx) => {
    const [application] = await tx
      .insert(assignmentApplications)
      .values({ assignmentId, engineerId, status: 'assigned', hasCounterOffer: false })
      .onConflictDoUpdate({
        target: [assignmentApplications.assignmentId, assignmentApplications.engineerId],
        set: { status: 'assigned', hasCounterOffer: false, createdAt: now },
      })
      .returning();
    const [assigned] = await tx
      .update(assignments)
      .set({ ...computeAgreedTerms(order, application), postedTerms: null, status, assignedEngineerId: engineerId, ...UNROUTED })
      .where(and(offerStillOpen({ assignmentId, engineerId, now }), whereTransitionAllowed('assign', 'company')))
      .returning();
    if (!assigned) throw new AppError('CONFLICT', OFFER_CLOSED_MESSAGE);

    const declined = await tx
      .update(assignmentApplications)
      .set({ status: 'declined' })
      .where(and(eq(assignmentApplications.assignmentId, assignmentId), eq(assignmentApplications.status, 'applied'), ne(assignmentApplications.engineerId, engineerId)))
      .returning({ engineerId: assignmentApplications.engineerId });

    const by = { actor: 'engineer', userId: engineerId } as const;
    await recordOrderEvent(tx, {
      event: 'offerAccepted',
      order: assigned,
      by,
      note: `${engineer.name} accepted the offer and is assigned`,
      notice: { title: 'Offer accepted', body: `${engineer.name} accepted "${order.title}" and is assigned. They will confirm the schedule next.` },
      webhookData: { engineer: { id: engineerId, name: engineer.name } },
    });
    await recordOrderEvent(tx, {
      event: 'notSelected',
      order: assigned,
      by,
      engineerIds: declined.map((row) => row.engineerId),
      notice: { title: 'Application not selected', body: `Another engineer was assigned "${order.title}".` },
    });
  });
  return getEngineerAssignmentDetails({ db, engineerId, assignmentId, scope: 'my-work', now });
}
