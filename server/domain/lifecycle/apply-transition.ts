import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { LifecycleAction, Transition } from '@/constants';
import type { LifecycleResult } from '@/contracts/lifecycle';
import type { Database } from '../../db/client';
import { assignments, companies, type AssignmentRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { checkTransition, getLogEvent, whereTransitionAllowed } from '../assignments/check-transition';
import { recordOrderEvent } from '../events/record-order-event';
import { describeRefusal } from './describe-refusal';
import { getPartyOrderOrThrow } from './get-party-order-or-throw';
import { toUserName, userNameSql } from './get-user-name';
import { partyOrders, type LifecycleParty } from './lifecycle-party';
import { TRANSITION_GUARDS } from './transition-guards';

const ASSIGNMENT_COLUMNS = getTableColumns(assignments);
const companyOwnerSql = sql<number | null>`(select ${companies.ownerUserId} from ${companies} where ${companies.id} = ${assignments.companyId})`;

export type TransitionSpec = {
  action: LifecycleAction;
  party: LifecycleParty;
  /** The order as read before the transaction (the party may act on it). */
  order: AssignmentRow;
  /** Columns written with the status. */
  changes?: Partial<typeof assignments.$inferInsert>;
  /** When the party acted, for a step queued offline (see resolveActedAt); null or left out when it is now. */
  actedAt?: Date | null;
  /** The log note and the other side's notification, given the acting user's name and the order as updated. */
  note: (name: string, order: AssignmentRow) => string;
  notice: (name: string, order: AssignmentRow) => { title: string; body: string };
};

/** The table's transition for this party and order as read, or a 409 that says why there is none. */
export function requireTransition(action: LifecycleAction, order: AssignmentRow, party: LifecycleParty): Transition {
  const transition = checkTransition(action, party.actor, order, describeRefusal(action, order.status, party.actor));
  const guard = TRANSITION_GUARDS[action];
  if (guard && !guard.holds(order)) throw new AppError('INVALID_TRANSITION', guard.message);
  return transition;
}

/**
 * Moves the order inside the caller's transaction. The status check is in the UPDATE's WHERE,
 * so of racing requests exactly one matches; the others get a 409 saying what the order is now.
 * Writes one log entry and notifies the other side in the same transaction.
 */
export async function applyTransition(tx: Database, { action, party, order, changes, note, notice, actedAt }: TransitionSpec): Promise<LifecycleResult> {
  const transition = requireTransition(action, order, party);
  const guard = TRANSITION_GUARDS[action];
  const status = transition.to === 'same' || transition.to === 'removed' ? {} : { status: transition.to };
  // The acting user's name and the company's owner come back with the row: the note, the notification and who is told need them.
  const [row] = await tx
    .update(assignments)
    .set({ ...changes, ...status })
    .where(and(eq(assignments.id, order.id), whereTransitionAllowed(action, party.actor), partyOrders(party), guard?.where))
    .returning({ ...ASSIGNMENT_COLUMNS, actorName: userNameSql(party.userId), companyOwnerId: companyOwnerSql });
  if (!row) throw await explainLoss(tx, action, party, order.id);
  const { actorName, companyOwnerId, ...updated } = row;

  const event = getLogEvent(transition, updated.status);
  const name = toUserName(actorName);
  await recordOrderEvent(tx, { event: action, order: { ...updated, companyOwnerId }, by: party, note: note(name, updated), notice: notice(name, updated), actedAt });
  return { assignment_id: order.id, status: updated.status, event };
}

/** Why a locked read or an UPDATE matched nothing: the order is gone for this party (404), or its state moved on (409). */
export async function explainLoss(tx: Database, action: LifecycleAction, party: LifecycleParty, assignmentId: number): Promise<AppError> {
  try {
    const now = await getPartyOrderOrThrow({ db: tx, party, assignmentId });
    requireTransition(action, now, party);
    return new AppError('CONFLICT', 'The work order changed meanwhile. Please try again.');
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}
