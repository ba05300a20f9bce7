import { and, eq } from 'drizzle-orm';
import { visibleToEngineerSql } from '../talent-pools/visible-to-engineer-sql';
import type { Database } from '../../db/client';
import { assignmentApplications, assignments, type AssignmentRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { toUserName, userNameSql } from '../lifecycle/get-user-name';
import { checkTransition } from '../assignments/check-transition';
import { ASSIGNMENT_NOT_FOUND_MESSAGE } from '../assignments/get-owned-assignment-or-throw';
import { recordOrderEvent } from '../events/record-order-event';
import { getEngineerAssignmentDetails } from './get-engineer-assignment-details';

export const ALREADY_APPLIED_MESSAGE = 'You have already applied to this work order.';
export const NOT_OPEN_MESSAGE = 'This work order is no longer open for applications.';

/** Other terms the engineer proposes, as stored on the application. */
export type CounterTerms = {
  paymentTypeId: AssignmentRow['paymentTypeId'] | null;
  hourlyRate: number | null;
  fixedAmount: number | null;
  maxHours: number | null;
  startAt: Date | null;
  endAt: Date | null;
  reason: string;
};

type ApplyForAssignmentOptions = {
  db: Database;
  engineerId: number;
  assignmentId: number;
  counterOffer?: CounterTerms | null;
  /** What the engineer says to the company with the application (already trimmed; null for none). */
  note?: string | null;
  now?: Date;
};

/**
 * Records the engineer's application (optionally with a counter offer) on an open order. One
 * application per engineer and order: a second try is a conflict; after a withdrawal the same
 * row is opened again. The order row is share-locked so an assign cannot slip in between. An order
 * the engineer may not see (its company blocked them, or it is routed to others) is not found.
 */
export async function applyForAssignment({ db, engineerId, assignmentId, counterOffer = null, note = null, now = new Date() }: ApplyForAssignmentOptions) {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(assignments)
      .where(and(eq(assignments.id, assignmentId), visibleToEngineerSql(tx, engineerId, now)))
      .for('share');
    if (!order) throw new AppError('NOT_FOUND', ASSIGNMENT_NOT_FOUND_MESSAGE);
    const [existing] = await tx
      .select({ status: assignmentApplications.status })
      .from(assignmentApplications)
      .where(and(eq(assignmentApplications.assignmentId, assignmentId), eq(assignmentApplications.engineerId, engineerId)));
    if (existing && existing.status !== 'withdrawn') throw new AppError('CONFLICT', ALREADY_APPLIED_MESSAGE);
    checkTransition('apply', 'engineer', order, NOT_OPEN_MESSAGE);

    const terms = {
      status: 'applied' as const,
      hasCounterOffer: Boolean(counterOffer),
      counterPaymentTypeId: counterOffer?.paymentTypeId ?? null,
      counterHourlyRate: counterOffer?.hourlyRate ?? null,
      counterFixedAmount: counterOffer?.fixedAmount ?? null,
      counterMaxHours: counterOffer?.maxHours ?? null,
      counterStartAt: counterOffer?.startAt ?? null,
      counterEndAt: counterOffer?.endAt ?? null,
      counterReason: counterOffer?.reason ?? null,
      note,
    };
    const [application] = await tx
      .insert(assignmentApplications)
      .values({ assignmentId, engineerId, ...terms })
      .onConflictDoUpdate({
        target: [assignmentApplications.assignmentId, assignmentApplications.engineerId],
        set: { ...terms, createdAt: new Date() },
        setWhere: eq(assignmentApplications.status, 'withdrawn'),
      })
      .returning({ id: assignmentApplications.id, engineerName: userNameSql(engineerId) });
    if (!application) throw new AppError('CONFLICT', ALREADY_APPLIED_MESSAGE);

    const name = toUserName(application.engineerName);
    const what = counterOffer ? 'applied with a counter offer' : 'applied';
    await recordOrderEvent(tx, {
      event: counterOffer ? 'counterOffer' : 'apply',
      order,
      by: { actor: 'engineer', userId: engineerId },
      note: counterOffer ? `${name} ${what}: ${counterOffer.reason}` : `${name} ${what}`,
      notice: { title: counterOffer ? 'New counter offer' : 'New application', body: `${name} ${what} for "${order.title}".` },
      webhookData: { application: { id: application.id, engineer_id: engineerId, has_counter_offer: Boolean(counterOffer) } },
    });
  });
  return getEngineerAssignmentDetails({ db, engineerId, assignmentId, scope: 'my-work', now });
}
