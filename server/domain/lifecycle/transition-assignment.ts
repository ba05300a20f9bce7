import type { LifecycleResult } from '@/contracts/lifecycle';
import type { Database } from '../../db/client';
import type { AssignmentRow } from '../../db/schema';
import { applyTransition, requireTransition, type TransitionSpec } from './apply-transition';
import { getPartyOrderOrThrow } from './get-party-order-or-throw';
import { resolveActedAt } from './resolve-acted-at';

type TransitionAssignmentOptions = Omit<TransitionSpec, 'order' | 'changes' | 'actedAt'> & {
  db: Database;
  assignmentId: number;
  /** Columns written with the status, from the order as read and the time the party acted (now, or the acted_at sent). */
  changes?: (order: AssignmentRow, actedAt: Date) => TransitionSpec['changes'];
  /** The acted_at of a step queued offline, as sent; checked against its limits once the party may act on the order. */
  actedAt?: string;
  now?: Date;
};

/** One transition in one transaction: 404 when the party may not act on the order, 409 when the table refuses, 400 for an acted_at out of its limits. */
export async function transitionAssignment({ db, assignmentId, party, action, changes, note, notice, actedAt, now = new Date() }: TransitionAssignmentOptions): Promise<LifecycleResult> {
  const order = await getPartyOrderOrThrow({ db, party, assignmentId });
  requireTransition(action, order, party);
  const acted = await resolveActedAt({ db, assignmentId: order.id, userId: party.userId, actedAt, now });
  return db.transaction((tx) => applyTransition(tx, { action, party, order, changes: changes?.(order, acted ?? now), note, notice, actedAt: acted }));
}
