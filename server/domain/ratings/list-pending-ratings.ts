import { and, count, desc, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import { ASSIGNMENT_STATUS } from '@/constants';
import { PENDING_RATINGS_SHOWN, type PendingRating } from '@/contracts/ratings';
import type { Database } from '../../db/client';
import { assignments, companies, ratings, users } from '../../db/schema';
import { partyOrders, type LifecycleParty } from '../lifecycle/lifecycle-party';
import { ratingSideOf } from './rating-scope';

type ListPendingRatingsOptions = { db: Database; party: LifecycleParty; limit?: number };

/** The party's paid orders its side has not rated yet, most recently paid first, with how many there are. */
export async function listPendingRatings({ db, party, limit = PENDING_RATINGS_SHOWN }: ListPendingRatingsOptions) {
  const myRating = db
    .select({ one: sql`1` })
    .from(ratings)
    .where(and(eq(ratings.assignmentId, assignments.id), eq(ratings.commentedBy, ratingSideOf(party))));
  const where = and(partyOrders(party), eq(assignments.status, ASSIGNMENT_STATUS.PAID), isNotNull(assignments.assignedEngineerId), notExists(myRating));
  const counterpart = party.actor === 'engineer' ? companies.name : sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: assignments.id, title: assignments.title, paidAt: assignments.paidAt, counterpart })
      .from(assignments)
      .innerJoin(companies, eq(companies.id, assignments.companyId))
      .innerJoin(users, eq(users.id, assignments.assignedEngineerId))
      .where(where)
      .orderBy(sql`${assignments.paidAt} desc nulls last`, desc(assignments.id))
      .limit(limit),
    db.select({ total: count() }).from(assignments).where(where),
  ]);
  const pending: PendingRating[] = rows.map((row) => ({ assignment_id: row.id, title: row.title, counterpart_name: row.counterpart, paid_at: row.paidAt?.toISOString() ?? null }));
  return { pending, pendingCount: Number(total) };
}
