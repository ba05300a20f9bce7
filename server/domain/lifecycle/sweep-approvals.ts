import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { getFromStatuses, getTransitions } from '@/constants';
import type { Database } from '../../db/client';
import { assignments } from '../../db/schema';
import { logger } from '../../lib/logger';
import { recordOrderEvent } from '../events/record-order-event';

type SweepApprovalsOptions = {
  db: Database;
  now?: Date;
  limit?: number;
};

export const SWEEP_BATCH = 100;

/**
 * Approves the orders whose approval is due (autoApprove). Due rows are claimed with FOR UPDATE
 * SKIP LOCKED, so any number of processes may sweep at once and each order is approved by exactly
 * one of them; the status check in the UPDATE keeps a company approval at the same moment from
 * counting twice. Answers the ids it approved.
 */
export async function sweepApprovals({ db, now = new Date(), limit = SWEEP_BATCH }: SweepApprovalsOptions): Promise<number[]> {
  const from = getFromStatuses('autoApprove');
  const [transition] = getTransitions('autoApprove');
  if (typeof transition.to !== 'number') throw new Error('autoApprove must lead to a status');
  const { to } = transition;

  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: assignments.id })
      .from(assignments)
      .where(and(inArray(assignments.status, from), lte(assignments.approvalDueAt, now)))
      .orderBy(asc(assignments.approvalDueAt))
      .limit(limit)
      .for('update', { skipLocked: true });

    const approved: number[] = [];
    for (const { id } of due) {
      const [order] = await tx
        .update(assignments)
        .set({ status: to, approvedAt: now, approvalDueAt: null })
        .where(and(eq(assignments.id, id), inArray(assignments.status, from)))
        .returning();
      if (!order) continue;
      await recordOrderEvent(tx, {
        event: 'autoApprove',
        order,
        by: { actor: 'system', userId: null },
        note: 'Approved automatically: no decision before the approval deadline',
        notice: {
          title: 'Work approved automatically',
          body: `"${order.title}" was approved automatically: no decision was made before the approval deadline.`,
        },
      });
      approved.push(id);
    }
    return approved;
  });
}

/** The periodic job: approves every due order, a batch at a time, and logs which. */
export async function approveAllDueOrders(db: Database): Promise<void> {
  let approved: number[];
  do {
    approved = await sweepApprovals({ db });
    if (approved.length) logger.info({ assignmentIds: approved }, 'work orders approved automatically');
  } while (approved.length === SWEEP_BATCH);
}
