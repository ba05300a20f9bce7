import { and, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  canPerform,
  findTransition,
  getNextStatus,
  getTransitions,
  type AssignmentEvent,
  type AssignmentStatus,
  type LifecycleAction,
  type LifecycleActor,
  type LifecycleOrder,
  type Transition,
} from '@/constants';
import { assignments } from '../../db/schema';
import { AppError } from '../../lib/errors';

// The server's side of constants/lifecycle.ts: every transition is checked early against the
// order as read, and again in the statement's WHERE, so of two racing requests only one wins.

type OrderState = { status: AssignmentStatus; assignedEngineerId: number | null };

const toLifecycleOrder = (order: OrderState): LifecycleOrder => ({ status: order.status, hasAssignee: order.assignedEngineerId !== null });

/** The transition the actor takes from the order's state; a 409 `invalid_transition` with `message` when the lifecycle has none. */
export function checkTransition(action: LifecycleAction, actor: LifecycleActor, order: OrderState, message: string): Transition {
  const transition = findTransition(action, toLifecycleOrder(order), actor);
  if (!transition) throw new AppError('INVALID_TRANSITION', message);
  return transition;
}

/** Whether engineers may apply now (the lifecycle's `apply`); while they may, open applicants are still waiting. */
export function isOpenForApplications(order: OrderState): boolean {
  return canPerform('apply', toLifecycleOrder(order), 'engineer');
}

/** The same rule as SQL on `assignments`: the row is still in a state the actor's action may start from. */
export function whereTransitionAllowed(action: LifecycleAction, actor: LifecycleActor): SQL {
  const states = getTransitions(action)
    .filter((transition) => transition.by.includes(actor))
    .map((transition) => {
      const fromStatus = inArray(assignments.status, [...transition.from]);
      return transition.requiresNoAssignee ? and(fromStatus, isNull(assignments.assignedEngineerId))! : fromStatus;
    });
  return or(...states) ?? sql`false`;
}

/** The status the order has after a transition that keeps it (not a delete). */
export function getStatusAfter(transition: Transition, current: AssignmentStatus): AssignmentStatus {
  const next = getNextStatus(transition, current);
  if (next === 'removed') throw new Error(`"${transition.action}" removes the order; it has no status afterwards`);
  return next;
}

/** The log entry's event: the transition's own, or (none in the table) the status code the order has afterwards. */
export function getLogEvent(transition: Transition, statusAfter: AssignmentStatus): AssignmentEvent {
  return transition.event ?? `${statusAfter}`;
}
