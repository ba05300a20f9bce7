import type { Database } from '../../db/client';
import type { CompanyActor } from '../assignments/company-actor';
import { companyParty } from './lifecycle-party';
import { transitionAssignment } from './transition-assignment';

type SendForCorrectionOptions = { db: Database; actor: CompanyActor; assignmentId: number; note: string };

/** 6 → 4: the work needs another round; the engineer sees the note until they complete again. */
export function sendForCorrection({ db, actor, assignmentId, note }: SendForCorrectionOptions) {
  return transitionAssignment({
    db,
    assignmentId,
    action: 'sendForCorrection',
    party: companyParty(actor),
    changes: () => ({ correctionNote: note, approvalDueAt: null, completedAt: null }),
    note: (name) => `${name} sent the work order for correction: ${note}`,
    notice: (_name, order) => ({ title: 'Correction requested', body: `"${order.title}" needs correction: ${note}` }),
  });
}
