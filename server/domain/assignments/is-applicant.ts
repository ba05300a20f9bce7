import { ne } from 'drizzle-orm';
import { assignmentApplications } from '../../db/schema';

/**
 * Who counts as an applicant, on the talent list and in the order list's count alike: everyone
 * who applied and did not withdraw (waiting, assigned, declined or left).
 */
export const isApplicant = ne(assignmentApplications.status, 'withdrawn');
