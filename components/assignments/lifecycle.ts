import { ASSIGNMENT_STATUS } from '@/constants';

// What the company side may do to an order in each status (DESIGN section 4). The API
// enforces the same rules (409 otherwise); the portal only offers what is allowed.

const { UNASSIGNED, ASSIGNED, PENDING_CONFIRMATION, SCHEDULE_CONFIRMED, CANCELLED } = ASSIGNMENT_STATUS;

const BEFORE_WORK_STARTS: number[] = [UNASSIGNED, ASSIGNED, PENDING_CONFIRMATION, SCHEDULE_CONFIRMED];

type OrderState = { status: number; hasAssignee: boolean };

export const canEditAssignment = ({ status }: OrderState) => BEFORE_WORK_STARTS.includes(status);

export const canCancelAssignment = ({ status }: OrderState) => BEFORE_WORK_STARTS.includes(status);

export const canDeleteAssignment = ({ status, hasAssignee }: OrderState) => (status === UNASSIGNED && !hasAssignee) || status === CANCELLED;

/** Applicants can be assigned or declined while the order is still open. */
export const canChooseTalent = ({ status }: OrderState) => status === UNASSIGNED;
