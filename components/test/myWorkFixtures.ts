import { getAvailableActions } from '@/constants';
import { makeEngineerDetails } from './engineerOrderFixtures';
import type { MyApplication } from '@/contracts/engineerAssignments';
import type { EngineerWorkOrderDetails, WorkProgress } from '@/contracts/lifecycle';

/** How the work goes on an order just assigned: nothing recorded yet. */
export function makeProgress(overrides: Partial<WorkProgress> = {}): WorkProgress {
  return {
    checked_in_at: null,
    check_in_timing: null,
    check_in_minutes_off_schedule: null,
    check_in_confirmed_at: null,
    checked_out_at: null,
    check_out_confirmed_at: null,
    hours_worked: null,
    completed_at: null,
    approval_due_at: null,
    approved_at: null,
    payment_due_at: null,
    paid_at: null,
    correction_note: null,
    expenses: { count: 0, pending_count: 0, approved_count: 0, rejected_count: 0, pending_amount: 0, approved_amount: 0 },
    payment: null,
    available_actions: [],
    ...overrides,
  };
}

const assignedApplication: MyApplication = {
  id: 31,
  status: 'assigned',
  has_counter_offer: false,
  counter_offer: null,
  note: null,
  applied_at: '2030-04-02T15:00:00.000Z',
  updated_at: '2030-04-03T15:00:00.000Z',
};

/**
 * Order 7 assigned to the signed-in engineer, in `status` (which they see as their own), with the
 * actions the table gives the assignee there, as the server lists them.
 */
export function makeAssignedDetails(status: number, progress: Partial<WorkProgress> = {}, overrides: Partial<EngineerWorkOrderDetails> = {}): EngineerWorkOrderDetails {
  const listed = getAvailableActions({ status, hasAssignee: true }, 'engineer');
  return {
    ...makeEngineerDetails({ status, engineer_status: status, is_assigned_to_me: true, can_download_documents: true, my_application: assignedApplication }),
    progress: makeProgress({ available_actions: listed, ...progress }),
    ...overrides,
  };
}
