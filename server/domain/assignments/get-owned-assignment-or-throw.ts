import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignments, type AssignmentRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { assignmentVisibleTo, type CompanyActor } from './company-actor';

export const ASSIGNMENT_NOT_FOUND_MESSAGE = 'Work order not found.';

type GetOwnedAssignmentOptions = { db: Database; actor: CompanyActor; assignmentId: number };

/** The work order if the actor's side owns it; another tenant's order is a 404 like a missing one. */
export async function getOwnedAssignmentOrThrow({ db, actor, assignmentId }: GetOwnedAssignmentOptions): Promise<AssignmentRow> {
  const [row] = await db
    .select()
    .from(assignments)
    .where(and(eq(assignments.id, assignmentId), assignmentVisibleTo(actor)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', ASSIGNMENT_NOT_FOUND_MESSAGE);
  return row;
}
