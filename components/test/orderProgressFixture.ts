import { getAvailableActions } from '@/constants';
import { makeDetails } from './workOrderDetailsFixture';
import type { AssignmentDetails } from '@/contracts/assignment';
import type { CompanyWorkOrderDetails, CompanyWorkProgress } from '@/contracts/lifecycle';
import { makeProgress as makeWorkProgress } from './myWorkFixtures';

/** The progress of an order nobody has worked on yet, as get-assignment-details answers it (with positions). */
export function makeProgress(overrides: Partial<CompanyWorkProgress> = {}): CompanyWorkProgress {
  return { ...makeWorkProgress(), check_in_position: null, check_out_position: null, ...overrides };
}

export const ASSIGNEE = { id: 21, name: 'Erin Diaz', email: 'erin@example.test', phone: null, profile_picture: null };

/**
 * A company-side order with its progress; `progress` merges into an empty one. The available
 * actions are those the table gives the company side in the order's status, as the server lists
 * them before any confirmation is given; a test past a confirmation passes the list itself.
 */
export function makeCompanyDetails(
  overrides: Partial<AssignmentDetails> = {},
  progress: Partial<CompanyWorkProgress> = {},
): CompanyWorkOrderDetails {
  const details = makeDetails(overrides);
  const listed = getAvailableActions({ status: details.status, hasAssignee: details.assigned_engineer !== null }, 'company');
  return { ...details, progress: makeProgress({ available_actions: listed, ...progress }) };
}

/** An order assigned to Erin Diaz in `status`. */
export const makeAssignedDetails = (status: number, progress: Partial<CompanyWorkProgress> = {}, overrides: Partial<AssignmentDetails> = {}) =>
  makeCompanyDetails({ status, assigned_engineer: ASSIGNEE, ...overrides }, progress);
