import { and, eq, gte, or, sql, type SQL } from 'drizzle-orm';
import { ASSIGNMENT_EVENT } from '@/constants';
import { assignmentLogs, assignments } from '../../db/schema';
import { assignmentVisibleTo } from '../assignments/company-actor';
import type { LifecycleParty } from '../lifecycle/lifecycle-party';

/**
 * Log entries a party sees (with assignments joined). The company side: all of its orders'. An
 * engineer: their own entries, and the timeline of an order assigned to them from their
 * assignment on; what happened before (other applicants, declines) is not theirs to read.
 */
export function logVisibleTo(party: LifecycleParty): SQL {
  if (party.actor === 'company') return assignmentVisibleTo(party.company);
  const assignedAt = sql`(select coalesce(max(assigned.id), 0) from ${assignmentLogs} as assigned
    where assigned.assignment_id = ${assignmentLogs.assignmentId} and assigned.event = ${ASSIGNMENT_EVENT.ASSIGNED})`;
  return or(eq(assignmentLogs.userId, party.userId), and(eq(assignments.assignedEngineerId, party.userId), gte(assignmentLogs.id, assignedAt)))!;
}
