import type { Database } from '../../db/client';
import type { CompanyActor } from '../assignments/company-actor';
import { companyParty } from './lifecycle-party';
import { transitionAssignment } from './transition-assignment';

type ConfirmCheckOutOptions = { db: Database; actor: CompanyActor; assignmentId: number; now?: Date };

/** 4 stays 4: the company side confirms the engineer's check-out (once). */
export function confirmCheckOut({ db, actor, assignmentId, now = new Date() }: ConfirmCheckOutOptions) {
  return transitionAssignment({
    db,
    assignmentId,
    action: 'confirmCheckOut',
    party: companyParty(actor),
    changes: () => ({ checkOutConfirmedAt: now }),
    note: (name) => `${name} confirmed the check-out`,
    notice: (_name, order) => ({ title: 'Check-out confirmed', body: `Your check-out for "${order.title}" was confirmed. Please add the deliverables.` }),
  });
}
