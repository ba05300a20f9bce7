import { canPerform } from '@/constants';
import type { EngineerAssignmentDetails } from '@/contracts/engineerAssignments';

/**
 * The order takes applications now, as the engineer sees it (the lifecycle table's `apply`): the
 * engineer's details carry no list of available actions before assignment, so the table decides.
 */
export const isOpenForApplications = ({ status, is_assigned_to_me }: Pick<EngineerAssignmentDetails, 'status' | 'is_assigned_to_me'>): boolean =>
  canPerform('apply', { status, hasAssignee: is_assigned_to_me }, 'engineer');
