import { ASSIGNMENT_EVENT, ASSIGNMENT_STATUS, type AssignmentEvent, type AssignmentStatus } from './statuses';

// The work-order lifecycle as data: every rule about which action may move an order from which
// status, by whom, to where, and what the log records. The API checks a transition with it (in
// the UPDATE's WHERE) and lists from it the actions each side may take now, which the details
// pages show as they are; no transition rule is written anywhere else.

const S = ASSIGNMENT_STATUS;
const E = ASSIGNMENT_EVENT;

/** Who may act: `engineer` is the assigned engineer (any engineer for apply), `company` a company or customer user. */
export type LifecycleActor = 'engineer' | 'company' | 'system';

/** Every lifecycle action's name, in table order: the one list the table, the contracts and the screens name actions from. */
export const LIFECYCLE_ACTIONS = [
  'apply',
  'assign',
  'decline',
  'confirmSchedule',
  'confirmAssignment',
  'checkIn',
  'confirmCheckIn',
  'checkOut',
  'confirmCheckOut',
  'addDeliverables',
  'complete',
  'approve',
  'sendForCorrection',
  'recordPayment',
  'autoApprove',
  'leave',
  'cancel',
  'delete',
  'edit',
] as const;

export type LifecycleAction = (typeof LIFECYCLE_ACTIONS)[number];

export type Transition = {
  action: LifecycleAction;
  from: readonly AssignmentStatus[];
  by: readonly LifecycleActor[];
  /** The status afterwards: `same` keeps it, `removed` deletes the order. */
  to: AssignmentStatus | 'same' | 'removed';
  /** The log entry's event code; null logs the order's status code after the action. */
  event: AssignmentEvent | null;
  /** Only while nobody is assigned (deleting an open order). */
  requiresNoAssignee?: boolean;
};

const BEFORE_WORK_STARTS = [S.ASSIGNED, S.PENDING_CONFIRMATION, S.SCHEDULE_CONFIRMED] as const;

export const LIFECYCLE: readonly Transition[] = [
  { action: 'apply', from: [S.UNASSIGNED], by: ['engineer'], to: 'same', event: E.UNASSIGNED, requiresNoAssignee: true },
  { action: 'assign', from: [S.UNASSIGNED], by: ['company'], to: S.ASSIGNED, event: E.ASSIGNED, requiresNoAssignee: true },
  { action: 'decline', from: [S.UNASSIGNED], by: ['company'], to: 'same', event: E.DECLINED },
  { action: 'confirmSchedule', from: [S.ASSIGNED], by: ['engineer'], to: S.PENDING_CONFIRMATION, event: E.PENDING_CONFIRMATION },
  { action: 'confirmAssignment', from: [S.PENDING_CONFIRMATION], by: ['company'], to: S.SCHEDULE_CONFIRMED, event: E.CONFIRMED_SCHEDULE },
  { action: 'checkIn', from: [S.SCHEDULE_CONFIRMED], by: ['engineer'], to: S.CHECKED_IN, event: E.CHECKED_IN },
  { action: 'confirmCheckIn', from: [S.CHECKED_IN], by: ['company'], to: 'same', event: E.CHECKED_IN },
  { action: 'checkOut', from: [S.CHECKED_IN], by: ['engineer'], to: S.PENDING_DELIVERABLES, event: E.CHECKED_OUT },
  { action: 'confirmCheckOut', from: [S.PENDING_DELIVERABLES], by: ['company'], to: 'same', event: E.CHECKED_OUT },
  { action: 'addDeliverables', from: [S.PENDING_DELIVERABLES], by: ['engineer'], to: S.PENDING_COMPLETION, event: E.DELIVERABLES },
  { action: 'complete', from: [S.PENDING_COMPLETION], by: ['engineer', 'company'], to: S.PENDING_APPROVAL, event: E.ASSIGNMENT_COMPLETE },
  { action: 'approve', from: [S.PENDING_APPROVAL], by: ['company'], to: S.PENDING_PAYMENT, event: E.APPROVED },
  { action: 'sendForCorrection', from: [S.PENDING_APPROVAL], by: ['company'], to: S.PENDING_DELIVERABLES, event: E.PENDING_DELIVERABLES },
  { action: 'recordPayment', from: [S.PENDING_PAYMENT], by: ['company'], to: S.PAID, event: E.PAID },
  { action: 'autoApprove', from: [S.PENDING_APPROVAL], by: ['system'], to: S.PENDING_PAYMENT, event: E.APPROVED },
  { action: 'leave', from: BEFORE_WORK_STARTS, by: ['engineer'], to: S.UNASSIGNED, event: E.UNASSIGNED },
  { action: 'cancel', from: [S.UNASSIGNED, ...BEFORE_WORK_STARTS], by: ['company'], to: S.CANCELLED, event: E.OPEN_OR_CANCELLED },
  { action: 'delete', from: [S.UNASSIGNED], by: ['company'], to: 'removed', event: null, requiresNoAssignee: true },
  { action: 'delete', from: [S.CANCELLED], by: ['company'], to: 'removed', event: null },
  { action: 'edit', from: [S.UNASSIGNED, ...BEFORE_WORK_STARTS], by: ['company'], to: 'same', event: null },
];

/** An order as far as the lifecycle cares. */
export type LifecycleOrder = { status: number; hasAssignee: boolean };

export function getTransitions(action: LifecycleAction): Transition[] {
  return LIFECYCLE.filter((transition) => transition.action === action);
}

/** The statuses an action may start from (any actor, any assignee condition): for an UPDATE's WHERE. */
export function getFromStatuses(action: LifecycleAction): AssignmentStatus[] {
  return [...new Set(getTransitions(action).flatMap((transition) => transition.from))];
}

/** The transition an actor would take from this order's state, or undefined when it is not allowed. */
export function findTransition(action: LifecycleAction, order: LifecycleOrder, actor: LifecycleActor): Transition | undefined {
  return getTransitions(action).find(
    (transition) =>
      transition.by.includes(actor) &&
      (transition.from as readonly number[]).includes(order.status) &&
      !(transition.requiresNoAssignee && order.hasAssignee),
  );
}

export function canPerform(action: LifecycleAction, order: LifecycleOrder, actor: LifecycleActor): boolean {
  return findTransition(action, order, actor) !== undefined;
}

/** The status an allowed action leads to (the current one for `same`). */
export function getNextStatus(transition: Transition, current: AssignmentStatus): AssignmentStatus | 'removed' {
  return transition.to === 'same' ? current : transition.to;
}

/** Every action an actor may take on the order now, in table order: what a details page offers. */
export function getAvailableActions(order: LifecycleOrder, actor: LifecycleActor): LifecycleAction[] {
  const actions = LIFECYCLE.filter((transition) => findTransition(transition.action, order, actor) === transition).map((transition) => transition.action);
  return [...new Set(actions)];
}

/**
 * The statuses of an order on its engineer's schedule: from Assigned to Pending Approval (the
 * work still ahead or under way); paid, payable and cancelled orders are off it.
 */
export const SCHEDULED_STATUSES: readonly AssignmentStatus[] = [
  S.ASSIGNED,
  S.PENDING_CONFIRMATION,
  S.SCHEDULE_CONFIRMED,
  S.CHECKED_IN,
  S.PENDING_DELIVERABLES,
  S.PENDING_COMPLETION,
  S.PENDING_APPROVAL,
];
