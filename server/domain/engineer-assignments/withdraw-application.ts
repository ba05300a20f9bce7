import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignmentApplications, assignments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { toUserName, userNameSql } from '../lifecycle/get-user-name';
import { isOpenForApplications } from '../assignments/check-transition';
import { recordOrderEvent } from '../events/record-order-event';
import { leaveAssignment } from '../lifecycle/leave-assignment';

export const NOT_WITHDRAWABLE_MESSAGE = 'Only an open application can be withdrawn.';

type WithdrawApplicationOptions = { db: Database; engineerId: number; assignmentId: number };

/**
 * PATCH leave-assignment: the assigned engineer leaves the order (1, 12 or 2 → 0, see
 * leaveAssignment); an applicant takes back an open application ('applied' on an unassigned
 * order). Answers which of the two happened.
 */
export async function withdrawApplication({ db, engineerId, assignmentId }: WithdrawApplicationOptions): Promise<'left' | 'withdrawn'> {
  const [assigned] = await db
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(eq(assignments.id, assignmentId), eq(assignments.assignedEngineerId, engineerId)))
    .limit(1);
  if (assigned) {
    await leaveAssignment({ db, engineerId, assignmentId });
    return 'left';
  }
  await withdrawOpenApplication({ db, engineerId, assignmentId });
  return 'withdrawn';
}

/**
 * The order row is locked first, so a company assigning at the same moment either wins (then
 * this is a conflict) or waits.
 */
async function withdrawOpenApplication({ db, engineerId, assignmentId }: WithdrawApplicationOptions) {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(assignments).where(eq(assignments.id, assignmentId)).for('update');
    const mine = and(eq(assignmentApplications.assignmentId, assignmentId), eq(assignmentApplications.engineerId, engineerId));
    const [application] = order ? await tx.select().from(assignmentApplications).where(mine) : [];
    const isMine = (application && application.status !== 'withdrawn') || order?.assignedEngineerId === engineerId;
    if (!order || !isMine) throw new AppError('NOT_FOUND', 'You have not applied to this work order.');
    if (!isOpenForApplications(order)) throw new AppError('CONFLICT', NOT_WITHDRAWABLE_MESSAGE);

    const [withdrawn] = await tx
      .update(assignmentApplications)
      .set({ status: 'withdrawn' })
      .where(and(mine, eq(assignmentApplications.status, 'applied')))
      .returning({ id: assignmentApplications.id, engineerName: userNameSql(engineerId) });
    if (!withdrawn) throw new AppError('CONFLICT', NOT_WITHDRAWABLE_MESSAGE);

    const name = toUserName(withdrawn.engineerName);
    await recordOrderEvent(tx, {
      event: 'withdraw',
      order,
      by: { actor: 'engineer', userId: engineerId },
      note: `${name} withdrew their application`,
      notice: { title: 'Application withdrawn', body: `${name} withdrew their application for "${order.title}".` },
      webhookData: { application: { id: withdrawn.id, engineer_id: engineerId, has_counter_offer: application.hasCounterOffer } },
    });
  });
}
