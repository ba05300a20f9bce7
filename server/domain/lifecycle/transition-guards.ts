import { isNull, type SQL } from 'drizzle-orm';
import type { LifecycleAction } from '@/constants';
import { assignments, type AssignmentRow } from '../../db/schema';

/** A condition beyond the status that an action needs, as SQL for the UPDATE's WHERE and as a check on a row. */
export type TransitionGuard = { where: SQL; holds: (order: AssignmentRow) => boolean; message: string };

/**
 * Confirmations leave the status as it is, so the status alone would let them happen twice:
 * each may be given once.
 */
export const TRANSITION_GUARDS: Partial<Record<LifecycleAction, TransitionGuard>> = {
  confirmCheckIn: {
    where: isNull(assignments.checkInConfirmedAt),
    holds: (order) => order.checkInConfirmedAt === null,
    message: 'The check-in is already confirmed.',
  },
  confirmCheckOut: {
    where: isNull(assignments.checkOutConfirmedAt),
    holds: (order) => order.checkOutConfirmedAt === null,
    message: 'The check-out is already confirmed.',
  },
};
