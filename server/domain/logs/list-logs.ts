import { and, count, eq } from 'drizzle-orm';
import type { LogsQuery } from '@/contracts/logs';
import { capPerPage } from '@/contracts/primitives';
import type { Database } from '../../db/client';
import { assignmentLogs, assignments } from '../../db/schema';
import type { LifecycleParty } from '../lifecycle/lifecycle-party';
import { logVisibleTo } from './log-visible-to';
import { selectLogEntries } from './select-log-entries';

type ListLogsOptions = { db: Database; party: LifecycleParty; query: LogsQuery };

/** A page of the log entries the party sees, oldest first, optionally by one user and one order. */
export async function listLogs({ db, party, query }: ListLogsOptions) {
  const where = and(
    logVisibleTo(party),
    query.user_id === undefined ? undefined : eq(assignmentLogs.userId, query.user_id),
    query.assignment_id === undefined ? undefined : eq(assignmentLogs.assignmentId, query.assignment_id),
  );
  const perPage = capPerPage(query.per_page);
  const [data, [{ total }]] = await Promise.all([
    selectLogEntries({ db, where, limit: perPage, offset: (query.page - 1) * perPage }),
    db.select({ total: count() }).from(assignmentLogs).innerJoin(assignments, eq(assignments.id, assignmentLogs.assignmentId)).where(where),
  ]);
  return { total_count: Number(total), data };
}
