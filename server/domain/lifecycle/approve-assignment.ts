import type { Database } from '../../db/client';
import type { CompanyActor } from '../assignments/company-actor';
import { companyParty } from './lifecycle-party';
import { transitionAssignment } from './transition-assignment';

type ApproveAssignmentOptions = { db: Database; actor: CompanyActor; assignmentId: number; now?: Date };

/** 6 → 7: the company side accepts the work; payment is due within the order's payment days from now. */
export function approveAssignment({ db, actor, assignmentId, now = new Date() }: ApproveAssignmentOptions) {
  return transitionAssignment({
    db,
    assignmentId,
    action: 'approve',
    party: companyParty(actor),
    changes: () => ({ approvedAt: now, approvalDueAt: null }),
    note: (name) => `${name} approved the work`,
    notice: (_name, order) => ({ title: 'Work approved', body: `"${order.title}" was approved. Payment follows on the order's payment terms.` }),
  });
}
