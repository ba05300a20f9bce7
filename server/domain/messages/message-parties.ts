import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignmentApplications, companies, type AssignmentRow } from '../../db/schema';

/** The order's company side: the company owner, and the customer who posted it when that is someone else. */
export async function getCompanySideUserIds({ db, order }: { db: Database; order: AssignmentRow }): Promise<number[]> {
  const [company] = await db.select({ ownerUserId: companies.ownerUserId }).from(companies).where(eq(companies.id, order.companyId)).limit(1);
  return [...new Set([company?.ownerUserId, order.createdBy].filter((id): id is number => id !== undefined))];
}

/** True when the engineer may talk about the order: its assignee, or an applicant (an application not withdrawn). */
export async function canEngineerTalk({ db, order, engineerId }: { db: Database; order: AssignmentRow; engineerId: number }): Promise<boolean> {
  if (order.assignedEngineerId === engineerId) return true;
  const [application] = await db
    .select({ id: assignmentApplications.id })
    .from(assignmentApplications)
    .where(and(eq(assignmentApplications.assignmentId, order.id), eq(assignmentApplications.engineerId, engineerId), ne(assignmentApplications.status, 'withdrawn')))
    .limit(1);
  return Boolean(application);
}
