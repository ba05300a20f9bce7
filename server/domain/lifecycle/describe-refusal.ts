import { getStatusLabel, type LifecycleAction, type LifecycleActor } from '@/constants';

// Why a transition was refused, in words a user understands: the order's status (as their side
// reads it) and what that rules out.

const REFUSED: Partial<Record<LifecycleAction, string>> = {
  confirmSchedule: 'the schedule cannot be confirmed',
  confirmAssignment: 'the assignment cannot be confirmed',
  checkIn: 'you cannot check in',
  confirmCheckIn: 'the check-in cannot be confirmed',
  checkOut: 'you cannot check out',
  confirmCheckOut: 'the check-out cannot be confirmed',
  addDeliverables: 'deliverables cannot be handed in',
  complete: 'it cannot be completed',
  approve: 'it cannot be approved',
  autoApprove: 'it cannot be approved',
  sendForCorrection: 'it cannot be sent for correction',
  recordPayment: 'a payment cannot be recorded',
  leave: 'you cannot leave it',
};

export function describeRefusal(action: LifecycleAction, status: number, actor: LifecycleActor): string {
  const label = getStatusLabel(status, actor === 'engineer' ? 'engineer' : 'company');
  return `The work order is ${label}, so ${REFUSED[action] ?? 'this is not possible now'}.`;
}
