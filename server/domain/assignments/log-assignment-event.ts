import type { AssignmentEvent } from '@/constants';
import type { Database } from '../../db/client';
import { assignmentLogs } from '../../db/schema';

type LogAssignmentEventOptions = { db: Database; assignmentId: number; userId: number | null; event: AssignmentEvent; note?: string | null };

/** One row of the order's history, in the event code set (constants ASSIGNMENT_EVENT); userId null when the system acted. */
export async function logAssignmentEvent({ db, assignmentId, userId, event, note = null }: LogAssignmentEventOptions) {
  await db.insert(assignmentLogs).values({ assignmentId, userId, event, note });
}
