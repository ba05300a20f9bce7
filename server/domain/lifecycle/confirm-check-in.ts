import type { Database } from '../../db/client';
import type { CompanyActor } from '../assignments/company-actor';
import { companyParty } from './lifecycle-party';
import { transitionAssignment } from './transition-assignment';

type ConfirmCheckInOptions = { db: Database; actor: CompanyActor; assignmentId: number; now?: Date };

/** 3 stays 3: the company side confirms the engineer is on site (once). */
export function confirmCheckIn({ db, actor, assignmentId, now = new Date() }: ConfirmCheckInOptions) {
  return transitionAssignment({
    db,
    assignmentId,
    action: 'confirmCheckIn',
    party: companyParty(actor),
    changes: () => ({ checkInConfirmedAt: now }),
    note: (name) => `${name} confirmed the check-in`,
    notice: (_name, order) => ({ title: 'Check-in confirmed', body: `Your check-in for "${order.title}" was confirmed.` }),
  });
}
