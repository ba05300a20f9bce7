import type { Database } from '../../db/client';
import type { CompanyActor } from '../assignments/company-actor';
import { companyParty } from './lifecycle-party';
import { transitionAssignment } from './transition-assignment';

type ConfirmAssignmentOptions = { db: Database; actor: CompanyActor; assignmentId: number };

/** 12 → 2: the company side confirms the engineer's confirmed schedule; the engineer may check in. */
export function confirmAssignment({ db, actor, assignmentId }: ConfirmAssignmentOptions) {
  return transitionAssignment({
    db,
    assignmentId,
    action: 'confirmAssignment',
    party: companyParty(actor),
    note: (name) => `${name} confirmed the assignment`,
    notice: (_name, order) => ({ title: 'Assignment confirmed', body: `"${order.title}" is confirmed. Check in when you arrive.` }),
  });
}
