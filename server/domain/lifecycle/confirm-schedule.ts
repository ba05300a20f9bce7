import type { Database } from '../../db/client';
import { engineerParty } from './lifecycle-party';
import { transitionAssignment } from './transition-assignment';

type ConfirmScheduleOptions = { db: Database; engineerId: number; assignmentId: number };

/** 1 → 12: the assigned engineer confirms the schedule; the company side confirms next. */
export function confirmSchedule({ db, engineerId, assignmentId }: ConfirmScheduleOptions) {
  return transitionAssignment({
    db,
    assignmentId,
    action: 'confirmSchedule',
    party: engineerParty(engineerId),
    note: (name) => `${name} confirmed the schedule`,
    notice: (name, order) => ({ title: 'Schedule confirmed', body: `${name} confirmed the schedule of "${order.title}". Please confirm the assignment.` }),
  });
}
