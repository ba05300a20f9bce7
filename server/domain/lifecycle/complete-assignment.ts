import type { Database } from '../../db/client';
import { env } from '../../env';
import { addDays, formatOrderDate } from './format-order-date';
import type { LifecycleParty } from './lifecycle-party';
import { transitionAssignment } from './transition-assignment';

type CompleteAssignmentOptions = { db: Database; party: LifecycleParty; assignmentId: number; actedAt?: string; now?: Date; approvalDays?: number };

/**
 * 5 → 6, by the engineer or the company side. The approval clock starts: without a decision
 * within approvalDays the sweep approves the order, so engineers are not left waiting.
 */
export function completeAssignment({ db, party, assignmentId, actedAt, now = new Date(), approvalDays = env.APPROVAL_DAYS }: CompleteAssignmentOptions) {
  const approvalDueAt = addDays(now, approvalDays);
  return transitionAssignment({
    db,
    assignmentId,
    action: 'complete',
    party,
    actedAt,
    now,
    // The approval clock runs from arrival: the company side could not decide on what had not arrived.
    changes: (_order, completedAt) => ({ completedAt, approvalDueAt, correctionNote: null }),
    note: (name) => `${name} completed the work order`,
    notice: (name, order) => {
      const due = formatOrderDate(approvalDueAt, order.timezone);
      return party.actor === 'engineer'
        ? { title: 'Work order completed', body: `${name} completed "${order.title}". Approve it or send it for correction; it approves automatically on ${due}.` }
        : { title: 'Work order completed', body: `${name} marked "${order.title}" complete. It approves automatically on ${due}.` };
    },
  });
}
