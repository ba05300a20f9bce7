import { eq } from 'drizzle-orm';
import type { EngineerWorkOrderDetails } from '@/contracts/lifecycle';
import type { Database } from '../../db/client';
import { assignments } from '../../db/schema';
import { getEngineerAssignmentDetails } from '../engineer-assignments/get-engineer-assignment-details';
import { approveIfDue } from './approve-if-due';
import { loadWorkProgress } from './load-work-progress';

type GetEngineerWorkOrderOptions = { db: Database; engineerId: number; assignmentId: number; scope: 'find-work' | 'my-work'; now?: Date };

/** One order as the engineer sees it; how the work goes only when it is assigned to them. */
export async function getEngineerWorkOrder({ db, engineerId, assignmentId, scope, now = new Date() }: GetEngineerWorkOrderOptions): Promise<EngineerWorkOrderDetails> {
  const read = () => getEngineerAssignmentDetails({ db, engineerId, assignmentId, scope, now });
  let details = await read();
  if (await approveIfDue({ db, assignmentId, now })) details = await read();
  if (!details.is_assigned_to_me) return { ...details, progress: null };
  const [order] = await db.select().from(assignments).where(eq(assignments.id, assignmentId)).limit(1);
  return { ...details, progress: await loadWorkProgress({ db, order, actor: 'engineer' }) };
}
