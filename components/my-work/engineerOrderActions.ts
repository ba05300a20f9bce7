import type { LifecycleAction } from '@/constants';
import type { EngineerAssignmentDetails } from '@/contracts/engineerAssignments';
import type { EngineerWorkOrderDetails } from '@/contracts/lifecycle';
import { isOpenForApplications } from '@/lib/openForApplications';

/** What an engineer may do to give an order back from My Work (both go through leave-assignment). */
export type EngineerOrderAction = 'withdraw' | 'leave';

/** The assignee's steps forward through the work, as the lifecycle table names them; leaving is offered apart. */
export const ENGINEER_WORK_STEPS = ['confirmSchedule', 'checkIn', 'checkOut', 'addDeliverables', 'complete'] as const satisfies readonly LifecycleAction[];
export type EngineerWorkStep = (typeof ENGINEER_WORK_STEPS)[number];

const isWorkStep = (action: LifecycleAction): action is EngineerWorkStep => (ENGINEER_WORK_STEPS as readonly LifecycleAction[]).includes(action);

/** What the server lists as available to this engineer now; it answers progress only to the assignee. */
const listAvailable = (details: EngineerWorkOrderDetails): LifecycleAction[] => details.progress?.available_actions ?? [];

/** How this engineer may give the order back now, in the order the page shows them. */
export function getEngineerOrderActions(details: EngineerWorkOrderDetails): EngineerOrderAction[] {
  const actions: EngineerOrderAction[] = [];
  if (canWithdraw(details)) actions.push('withdraw');
  if (listAvailable(details).includes('leave')) actions.push('leave');
  return actions;
}

/**
 * Withdrawing takes an open application back, so it is possible exactly while applying is. It is
 * no lifecycle action (the application changes, not the order), so the server's list does not
 * carry it; the lifecycle table says when applying is open.
 */
function canWithdraw(details: EngineerAssignmentDetails): boolean {
  return details.my_application?.status === 'applied' && isOpenForApplications(details);
}

/** The steps forward the server lists as available to the assignee now, in its order. */
export function getEngineerWorkSteps(details: EngineerWorkOrderDetails): EngineerWorkStep[] {
  return listAvailable(details).filter(isWorkStep);
}

/** The required deliverables that have no file yet: what keeps the order from moving on. */
export function listMissingDeliverables(details: Pick<EngineerAssignmentDetails, 'deliverables'>): string[] {
  return details.deliverables.filter((item) => item.is_required && !item.file).map((item) => item.name);
}
