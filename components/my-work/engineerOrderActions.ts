import { canPerform } from '@/constants';
import type { EngineerAssignmentDetails } from '@/contracts/engineerAssignments';

/** What an engineer may do to one of their orders from My Work (both go through leave-assignment). */
export type EngineerOrderAction = 'withdraw' | 'leave';

/** The actions the lifecycle table allows this engineer on the order now, in the order the page shows them. */
export function getEngineerOrderActions(details: EngineerAssignmentDetails): EngineerOrderAction[] {
  const order = { status: details.status, hasAssignee: details.is_assigned_to_me };
  const actions: EngineerOrderAction[] = [];
  // Withdrawing takes an application back, so it is possible exactly while applying is.
  if (details.my_application?.status === 'applied' && canPerform('apply', order, 'engineer')) actions.push('withdraw');
  if (details.is_assigned_to_me && canPerform('leave', order, 'engineer')) actions.push('leave');
  return actions;
}
