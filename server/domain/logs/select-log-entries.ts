import { asc, eq, type SQL } from 'drizzle-orm';
import { ASSIGNMENT_EVENT_LABELS, findRoleSide } from '@/constants';
import type { LogEntry } from '@/contracts/logs';
import type { Database } from '../../db/client';
import { assignmentLogs, assignments, users } from '../../db/schema';

type SelectLogEntriesOptions = { db: Database; where: SQL | undefined; limit?: number; offset?: number };

/** Log entries as the API answers them, in the order they happened; `where` may read assignments. */
export async function selectLogEntries({ db, where, limit, offset = 0 }: SelectLogEntriesOptions): Promise<LogEntry[]> {
  const query = db
    .select({ log: assignmentLogs, title: assignments.title, user: { firstName: users.firstName, lastName: users.lastName, roleId: users.roleId } })
    .from(assignmentLogs)
    .innerJoin(assignments, eq(assignments.id, assignmentLogs.assignmentId))
    .leftJoin(users, eq(users.id, assignmentLogs.userId))
    .where(where)
    .orderBy(asc(assignmentLogs.createdAt), asc(assignmentLogs.id))
    .offset(offset);
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(({ log, title, user }) => ({
    id: log.id,
    assignment_id: log.assignmentId,
    assignment_title: title,
    user_id: log.userId,
    user_name: user ? `${user.firstName} ${user.lastName}` : null,
    side: log.userId === null ? 'system' : user ? findRoleSide(user.roleId) : 'company',
    event: log.event,
    event_label: ASSIGNMENT_EVENT_LABELS[log.event] ?? log.event,
    note: log.note,
    created_at: log.createdAt.toISOString(),
    acted_at: log.actedAt?.toISOString() ?? null,
  }));
}
