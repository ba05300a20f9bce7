import { and, eq, inArray, lte } from 'drizzle-orm';
import { getFromStatuses } from '@/constants';
import type { Database } from '../../db/client';
import { assignments } from '../../db/schema';
import { sweepApprovals } from './sweep-approvals';

type ApproveIfDueOptions = { db: Database; assignmentId: number; now?: Date };

/**
 * As an order is shown: approves it if its deadline has passed, so nobody sees a deadline in the
 * past while the next sweep is still to come. Callers check first that the viewer may see the
 * order. A plain read first keeps the usual case cheap. True when it was due: it is
 * approved now (by this call or a sweep that ran at the same time), so what was read of it is stale.
 */
export async function approveIfDue({ db, assignmentId, now = new Date() }: ApproveIfDueOptions): Promise<boolean> {
  const [due] = await db
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(eq(assignments.id, assignmentId), inArray(assignments.status, getFromStatuses('autoApprove')), lte(assignments.approvalDueAt, now)))
    .limit(1);
  if (!due) return false;
  await sweepApprovals({ db, now, assignmentId });
  return true;
}
