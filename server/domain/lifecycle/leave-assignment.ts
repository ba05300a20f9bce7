import { and, eq } from 'drizzle-orm';
import type { LifecycleResult } from '@/contracts/lifecycle';
import type { Database } from '../../db/client';
import { assignmentApplications } from '../../db/schema';
import { fromPostedTerms } from '../assignments/posted-terms';
import { applyTransition } from './apply-transition';
import { getPartyOrderOrThrow } from './get-party-order-or-throw';
import { engineerParty } from './lifecycle-party';

type LeaveAssignmentOptions = { db: Database; engineerId: number; assignmentId: number };

/**
 * 1, 12 or 2 → 0: the assigned engineer gives the order back before work starts. It is open for
 * applications again, on its posted pay and schedule; their application reads 'left', so they see 10 Cancelled.
 */
export async function leaveAssignment({ db, engineerId, assignmentId }: LeaveAssignmentOptions): Promise<LifecycleResult> {
  const party = engineerParty(engineerId);
  const order = await getPartyOrderOrThrow({ db, party, assignmentId });
  return db.transaction(async (tx) => {
    const result = await applyTransition(tx, {
      action: 'leave',
      party,
      order,
      // Open again on the posted terms, if the order was assigned on a counter offer.
      changes: { ...(order.postedTerms && fromPostedTerms(order.postedTerms)), assignedEngineerId: null, agreedAmount: null, postedTerms: null },
      note: (name) => `${name} left the work order; it is open for applications again`,
      notice: (name, updated) => ({ title: 'Engineer left the work order', body: `${name} left "${updated.title}". It is open for applications again.` }),
    });
    await tx
      .update(assignmentApplications)
      .set({ status: 'left' })
      .where(and(eq(assignmentApplications.assignmentId, assignmentId), eq(assignmentApplications.engineerId, engineerId)));
    return result;
  });
}
