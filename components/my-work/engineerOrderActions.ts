import { canPerform, getAvailableActions, type LifecycleAction } from '@/constants';
import type { EngineerAssignmentDetails } from '@/contracts/engineerAssignments';

/** What an engineer may do to give an order back from My Work (both go through leave-assignment). */
export type EngineerOrderAction = 'withdraw' | 'leave';

/** The assignee's steps forward through the work, as the lifecycle table names them; leaving is offered apart. */
export const ENGINEER_WORK_STEPS = ['confirmSchedule', 'checkIn', 'checkOut', 'addDeliverables', 'complete'] as const satisfies readonly LifecycleAction[];
export type EngineerWorkStep = (typeof ENGINEER_WORK_STEPS)[number];

const isWorkStep = (action: LifecycleAction): action is EngineerWorkStep => (ENGINEER_WORK_STEPS as readonly LifecycleAction[]).includes(action);

/** The actions the lifecycle table allows this engineer on the order now, in the order the page shows them. */
export function getEngineerOrderActions(details: EngineerAssignmentDetails): EngineerOrderAction[] {
  const order = { status: details.status, hasAssignee: details.is_assigned_to_me };
  const actions: EngineerOrderAction[] = [];
  // Withdrawing takes an application back, so it is possible exactly while applying is.
  if (details.my_application?.status === 'applied' && canPerform('apply', order, 'engineer')) actions.push('withdraw');
  if (details.is_assigned_to_me && canPerform('leave', order, 'engineer')) actions.push('leave');
  return actions;
}

/** The step the lifecycle table lets the assignee take now (at most one per status), else none. */
export function getEngineerWorkSteps(details: EngineerAssignmentDetails): EngineerWorkStep[] {
  if (!details.is_assigned_to_me) return [];
  return getAvailableActions({ status: details.status, hasAssignee: true }, 'engineer').filter(isWorkStep);
}

/** The required deliverables that have no file yet: what keeps the order from moving on. */
export function listMissingDeliverables(details: Pick<EngineerAssignmentDetails, 'deliverables'>): string[] {
  return details.deliverables.filter((item) => item.is_required && !item.file).map((item) => item.name);
}
