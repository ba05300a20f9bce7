import { makeDetails } from './workOrderDetailsFixture';
import type { AssignmentDetails } from '@/contracts/assignment';
import type { CompanyWorkOrderDetails, CompanyWorkProgress } from '@/contracts/lifecycle';
import { makeProgress as makeWorkProgress } from './myWorkFixtures';

/** The progress of an order nobody has worked on yet, as get-assignment-details answers it (with positions). */
export function makeProgress(overrides: Partial<CompanyWorkProgress> = {}): CompanyWorkProgress {
  return { ...makeWorkProgress(), check_in_position: null, check_out_position: null, ...overrides };
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
