/**
 * Work-order status codes as stored in the status column (the first code set).
 * Codes 4–7 read differently in the event code set below; both readings are kept here.
 */
export const ASSIGNMENT_STATUS = {
  UNASSIGNED: 0,
  ASSIGNED: 1,
  SCHEDULE_CONFIRMED: 2,
  CHECKED_IN: 3,
  PENDING_DELIVERABLES: 4,
  PENDING_COMPLETION: 5,
  PENDING_APPROVAL: 6,
  PENDING_PAYMENT: 7,
  PAID: 8,
  DECLINE: 9,
  CANCELLED: 10,
  ALL: 11,
  PENDING_CONFIRMATION: 12,
} as const;

export type AssignmentStatus = (typeof ASSIGNMENT_STATUS)[keyof typeof ASSIGNMENT_STATUS];

const SHARED_STATUS_LABELS = {
  1: 'Assigned',
  2: 'Schedule Confirmed',
  3: 'Checked In',
  4: 'Pending Deliverables',
  5: 'Pending Completion',
  6: 'Pending Approval',
  7: 'Pending Payment',
  8: 'Paid',
  9: 'Decline',
  10: 'Cancelled',
  11: 'All',
  12: 'Pending Confirmation',
} as const;

/** Labels the engineer sees; null or 0 reads Applied. */
export const ENGINEER_STATUS_LABELS: Record<AssignmentStatus, string> = { 0: 'Applied', ...SHARED_STATUS_LABELS };

/** Labels the company and its customers see; null or 0 reads Unassigned. */
export const COMPANY_STATUS_LABELS: Record<AssignmentStatus, string> = { 0: 'Unassigned', ...SHARED_STATUS_LABELS };

export type StatusSide = 'engineer' | 'company';

export function getStatusLabel(status: number | null | undefined, side: StatusSide): string {
  const labels = side === 'engineer' ? ENGINEER_STATUS_LABELS : COMPANY_STATUS_LABELS;
  return labels[(status ?? 0) as AssignmentStatus] ?? 'Unknown';
}

export type StatusFilter = { value: AssignmentStatus; label: string };

const toFilters = (codes: AssignmentStatus[], labels: Record<AssignmentStatus, string>): StatusFilter[] =>
  codes.map((value) => ({ value, label: labels[value] }));

/** Engineer filter list, in this order. */
export const ENGINEER_STATUS_FILTERS = toFilters([11, 0, 1, 2, 3, 4, 5, 6, 7, 8, 10], ENGINEER_STATUS_LABELS);

/** Company filter list, in this order. */
export const COMPANY_STATUS_FILTERS = toFilters([11, 0, 1, 12, 2, 3, 4, 5, 6, 7, 8, 10], COMPANY_STATUS_LABELS);

/** Status filter values the company list accepts (11 All). */
export const COMPANY_FILTER_VALUES = COMPANY_STATUS_FILTERS.map((filter) => filter.value);

/**
 * The second code set, sent as strings. It reads as events, so the
 * work-order log uses it. For codes 4–7 it disagrees with the status column:
 * 4 checked out (status: Pending Deliverables), 5 deliverables (status: Pending Completion),
 * 6 assignment complete (status: Pending Approval), 7 approved (status: Pending Payment).
 */
export const ASSIGNMENT_EVENT = {
  UNASSIGNED: '0',
  ASSIGNED: '1',
  CONFIRMED_SCHEDULE: '2',
  CHECKED_IN: '3',
  CHECKED_OUT: '4',
  DELIVERABLES: '5',
  ASSIGNMENT_COMPLETE: '6',
  APPROVED: '7',
  PAID: '8',
  DECLINED: '9',
  OPEN_OR_CANCELLED: '10',
  ALL: '11',
  PENDING_CONFIRMATION: '12',
  PENDING_APPROVAL: '13',
  PENDING_DELIVERABLES: '14',
  PENDING_PAYMENT: '15',
  PENDING_COMPLETION: '17',
} as const;

export type AssignmentEvent = (typeof ASSIGNMENT_EVENT)[keyof typeof ASSIGNMENT_EVENT];

export const ASSIGNMENT_EVENT_LABELS: Record<AssignmentEvent, string> = {
  '0': 'unassigned',
  '1': 'assigned',
  '2': 'confirmed schedule',
  '3': 'checked in',
  '4': 'checked out',
  '5': 'deliverables',
  '6': 'assignment complete',
  '7': 'approved',
  '8': 'paid',
  '9': 'declined',
  '10': 'open or cancelled',
  '11': 'all',
  '12': 'pending confirmation',
  '13': 'pending approval',
  '14': 'pending deliverables',
  '15': 'pending payment',
  '17': 'pending completion',
};

/** Both readings of the codes where the two sets disagree. */
export const DUAL_READINGS: Record<4 | 5 | 6 | 7, { status: string; event: string }> = {
  4: { status: ENGINEER_STATUS_LABELS[4], event: ASSIGNMENT_EVENT_LABELS['4'] },
  5: { status: ENGINEER_STATUS_LABELS[5], event: ASSIGNMENT_EVENT_LABELS['5'] },
  6: { status: ENGINEER_STATUS_LABELS[6], event: ASSIGNMENT_EVENT_LABELS['6'] },
  7: { status: ENGINEER_STATUS_LABELS[7], event: ASSIGNMENT_EVENT_LABELS['7'] },
};

/** Statuses of an order whose work is done (completed, approved, paid): what a track record counts as completed. */
export const COMPLETED_STATUSES = [ASSIGNMENT_STATUS.PENDING_APPROVAL, ASSIGNMENT_STATUS.PENDING_PAYMENT, ASSIGNMENT_STATUS.PAID] as const;
