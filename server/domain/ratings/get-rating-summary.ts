import { and, count, eq, type SQL } from 'drizzle-orm';
import { RATING_STARS, type RatingSide, type RatingSummary } from '@/contracts/ratings';
import type { Database } from '../../db/client';
import { assignments, ratings } from '../../db/schema';
import type { LifecycleParty } from '../lifecycle/lifecycle-party';
import { listPendingRatings } from './list-pending-ratings';
import { isRevealed, otherRatingSide, ratingSideOf, ratingsOfParty } from './rating-scope';

type GetRatingSummaryOptions = { db: Database; party: LifecycleParty; now?: Date };

/** The ratings page: average and distribution of the ratings the party received (revealed ones), what it gave, and what is left to rate. */
export async function getRatingSummary({ db, party, now = new Date() }: GetRatingSummaryOptions): Promise<RatingSummary> {
  const side = ratingSideOf(party);
  const countRatings = (commentedBy: RatingSide, ...extra: SQL[]) =>
    db
      .select({ stars: ratings.stars, total: count() })
      .from(ratings)
      .innerJoin(assignments, eq(assignments.id, ratings.assignmentId))
      .where(and(ratingsOfParty(party), eq(ratings.commentedBy, commentedBy), ...extra))
      .groupBy(ratings.stars);
  const [received, given, { pending, pendingCount }] = await Promise.all([
    countRatings(otherRatingSide(side), isRevealed(now)),
    countRatings(side),
    listPendingRatings({ db, party }),
  ]);

  const distribution = RATING_STARS.map((stars) => ({ stars, count: Number(received.find((row) => row.stars === stars)?.total ?? 0) }));
  const total = distribution.reduce((sum, row) => sum + row.count, 0);
  const starSum = distribution.reduce((sum, row) => sum + row.stars * row.count, 0);
  return {
    average: total === 0 ? null : Math.round((starSum / total) * 10) / 10,
    count: total,
    distribution,
    given_count: given.reduce((sum, row) => sum + Number(row.total), 0),
    pending_count: pendingCount,
    pending,
  };
}
