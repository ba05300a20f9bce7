import { ASSIGNMENT_STATUS } from '@/constants';
import type { EngineerAssignmentDetails, MyApplication } from '@/contracts/engineerAssignments';

// "Where it stands" on the engineer's application card: it follows the order, so a Paid order
// never reads as just assigned.

/** For the assignee: the order's status (engineer side) and what it waits for. */
const ASSIGNEE_STANDING: Partial<Record<number, string>> = {
  [ASSIGNMENT_STATUS.ASSIGNED]: 'Assigned to you — confirm the schedule.',
  [ASSIGNMENT_STATUS.PENDING_CONFIRMATION]: 'Pending Confirmation — you confirmed the schedule; the company confirms it next.',
  [ASSIGNMENT_STATUS.SCHEDULE_CONFIRMED]: 'Schedule Confirmed — check in when you arrive.',
  [ASSIGNMENT_STATUS.CHECKED_IN]: 'Checked In — check out when the work is done.',
  [ASSIGNMENT_STATUS.PENDING_DELIVERABLES]: 'Pending Deliverables — hand in the deliverables.',
  [ASSIGNMENT_STATUS.PENDING_COMPLETION]: 'Pending Completion — mark the work complete.',
  [ASSIGNMENT_STATUS.PENDING_APPROVAL]: 'Pending Approval — the company reviews the work.',
  [ASSIGNMENT_STATUS.PENDING_PAYMENT]: 'Pending Payment — approved; the company pays next.',
  [ASSIGNMENT_STATUS.PAID]: 'Paid — this work order is complete.',
  [ASSIGNMENT_STATUS.CANCELLED]: 'Cancelled — the company cancelled this work order.',
};

type Order = Pick<EngineerAssignmentDetails, 'status' | 'engineer_status'>;

export function describeApplicationStanding(application: Pick<MyApplication, 'status'>, order: Order): string {
  const { status } = application;
  if (status === 'withdrawn') return 'You withdrew this application.';
  if (status === 'left') return 'You left this work order.';
  if (status === 'assigned') return ASSIGNEE_STANDING[order.engineer_status ?? order.status] ?? 'The company assigned you to this work order.';
  if (order.engineer_status === ASSIGNMENT_STATUS.CANCELLED) return 'The company cancelled this work order.';
  if (status === 'declined' || order.engineer_status === ASSIGNMENT_STATUS.DECLINE) {
    // Declined on its own (the order still open or cancelled), or because another engineer got it.
    return order.status === ASSIGNMENT_STATUS.UNASSIGNED || order.status === ASSIGNMENT_STATUS.CANCELLED
      ? 'The company declined your application.'
      : 'The company chose another engineer.';
  }
  return 'Waiting for the company to decide.';
}
