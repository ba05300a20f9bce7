import { and, count, eq, exists, or } from 'drizzle-orm';
import type { LogsQuery } from '@/contracts/logs';
import { capPerPage } from '@/contracts/primitives';
import type { Database } from '../../db/client';
import { assignmentApplications, assignmentLogs, assignments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ASSIGNMENT_NOT_FOUND_MESSAGE } from '../assignments/get-owned-assignment-or-throw';
import { getPartyOrderOrThrow } from '../lifecycle/get-party-order-or-throw';
import type { LifecycleParty } from '../lifecycle/lifecycle-party';
import { logVisibleTo } from './log-visible-to';
import { selectLogEntries } from './select-log-entries';

type ListLogsOptions = { db: Database; party: LifecycleParty; query: LogsQuery };

/** A page of the log entries the party sees, oldest first, optionally by one user and one order (404 unless the party has a part in it). */
export async function listLogs({ db, party, query }: ListLogsOptions) {
  if (query.assignment_id !== undefined) await getLogOrderOrThrow({ db, party, assignmentId: query.assignment_id });
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

/**
 * An order whose log a party may ask for: the company side's own, or one the engineer is
 * assigned to or applied to (even when declined or withdrawn: their own entries stay theirs).
 */
async function getLogOrderOrThrow({ db, party, assignmentId }: { db: Database; party: LifecycleParty; assignmentId: number }): Promise<void> {
  if (party.actor === 'company') return void (await getPartyOrderOrThrow({ db, party, assignmentId }));
  const applied = db
    .select({ id: assignmentApplications.id })
    .from(assignmentApplications)
    .where(and(eq(assignmentApplications.assignmentId, assignments.id), eq(assignmentApplications.engineerId, party.userId)));
  const [order] = await db
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(eq(assignments.id, assignmentId), or(eq(assignments.assignedEngineerId, party.userId), exists(applied))))
    .limit(1);
  if (!order) throw new AppError('NOT_FOUND', ASSIGNMENT_NOT_FOUND_MESSAGE);
}
