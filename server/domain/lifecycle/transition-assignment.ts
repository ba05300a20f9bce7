import type { LifecycleResult } from '@/contracts/lifecycle';
import type { Database } from '../../db/client';
import type { AssignmentRow } from '../../db/schema';
import { applyTransition, requireTransition, type TransitionSpec } from './apply-transition';
import { getPartyOrderOrThrow } from './get-party-order-or-throw';

type TransitionAssignmentOptions = Omit<TransitionSpec, 'order' | 'changes'> & {
  db: Database;
  assignmentId: number;
  /** Columns written with the status, from the order as read. */
  changes?: (order: AssignmentRow) => TransitionSpec['changes'];
};

/** One transition in one transaction: 404 when the party may not act on the order, 409 when the table refuses. */
export async function transitionAssignment({ db, assignmentId, party, action, changes, note, notice }: TransitionAssignmentOptions): Promise<LifecycleResult> {
  const order = await getPartyOrderOrThrow({ db, party, assignmentId });
  requireTransition(action, order, party);
  return db.transaction((tx) => applyTransition(tx, { action, party, order, changes: changes?.(order), note, notice }));
}
