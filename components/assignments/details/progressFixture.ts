import { makeDetails } from '@/components/assignments/testing/detailsFixture';
import type { AssignmentDetails } from '@/contracts/assignment';
import type { CompanyWorkOrderDetails, CompanyWorkProgress } from '@/contracts/lifecycle';

/** The progress of an order nobody has worked on yet, as get-assignment-details answers it. */
export function makeProgress(overrides: Partial<CompanyWorkProgress> = {}): CompanyWorkProgress {
  return {
    checked_in_at: null,
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
    check_in_position: null,
    check_out_position: null,
    available_actions: [],
    ...overrides,
  };
}

export const ASSIGNEE = { id: 21, name: 'Erin Diaz', email: 'erin@example.test', phone: null, profile_picture: null };

/** A company-side order with its progress; `progress` merges into an empty one. */
export function makeCompanyDetails(
  overrides: Partial<AssignmentDetails> = {},
  progress: Partial<CompanyWorkProgress> = {},
): CompanyWorkOrderDetails {
  return { ...makeDetails(overrides), progress: makeProgress(progress) };
}

/** An order assigned to Erin Diaz in `status`. */
export const makeAssignedDetails = (status: number, progress: Partial<CompanyWorkProgress> = {}, overrides: Partial<AssignmentDetails> = {}) =>
  makeCompanyDetails({ status, assigned_engineer: ASSIGNEE, ...overrides }, progress);
