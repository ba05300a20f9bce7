import { eq } from 'drizzle-orm';
import type { LogEntry } from '@/contracts/logs';
import type { Database } from '../../db/client';
import { assignmentLogs } from '../../db/schema';
import type { CompanyActor } from '../assignments/company-actor';
import { getOwnedAssignmentOrThrow } from '../assignments/get-owned-assignment-or-throw';
import { selectLogEntries } from './select-log-entries';

type ListAssignmentLogsOptions = { db: Database; actor: CompanyActor; assignmentId: number };

/** The whole timeline of one of the company side's orders, oldest first. */
export async function listAssignmentLogs({ db, actor, assignmentId }: ListAssignmentLogsOptions): Promise<LogEntry[]> {
  await getOwnedAssignmentOrThrow({ db, actor, assignmentId });
  return selectLogEntries({ db, where: eq(assignmentLogs.assignmentId, assignmentId) });
}
