import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignments, type AssignmentRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ASSIGNMENT_NOT_FOUND_MESSAGE } from '../assignments/get-owned-assignment-or-throw';
import { partyOrders, type LifecycleParty } from './lifecycle-party';

type GetPartyOrderOptions = { db: Database; party: LifecycleParty; assignmentId: number };

/** The order if the party may act on it; another tenant's order, or one not assigned to the engineer, is a 404. */
export async function getPartyOrderOrThrow({ db, party, assignmentId }: GetPartyOrderOptions): Promise<AssignmentRow> {
  const [order] = await db
    .select()
    .from(assignments)
    .where(and(eq(assignments.id, assignmentId), partyOrders(party)))
    .limit(1);
  if (!order) throw new AppError('NOT_FOUND', ASSIGNMENT_NOT_FOUND_MESSAGE);
  return order;
}
