import { getAvailableActions, type LifecycleAction } from '@/constants';
import type { AssignmentRow } from '../../db/schema';
import { TRANSITION_GUARDS } from './transition-guards';

/** What the table lets this side do with the order now, less confirmations already given. */
export function listAvailableActions(order: AssignmentRow, actor: 'engineer' | 'company'): LifecycleAction[] {
  const state = { status: order.status, hasAssignee: order.assignedEngineerId !== null };
  return getAvailableActions(state, actor).filter((action) => TRANSITION_GUARDS[action]?.holds(order) ?? true);
}
