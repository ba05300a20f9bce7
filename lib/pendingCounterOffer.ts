import { ASSIGNMENT_STATUS } from '@/constants';
import type { MyApplication } from '@/contracts/engineerAssignments';

type EngineerOrder = { engineer_status: number | null; my_application: MyApplication | null };

/**
 * "Counter offer sent" is news only while the application waits for an answer: once the order is
 * assigned (the offer taken), declined, cancelled or paid, the note would be stale.
 */
export function hasPendingCounterOffer({ engineer_status, my_application }: EngineerOrder): boolean {
  return (engineer_status ?? ASSIGNMENT_STATUS.UNASSIGNED) === ASSIGNMENT_STATUS.UNASSIGNED && my_application?.status === 'applied' && my_application.has_counter_offer;
}
