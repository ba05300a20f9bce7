import { and, count, eq, ilike, or } from 'drizzle-orm';
import { capPerPage } from '@/contracts/primitives';
import type { RatingListQuery, RatingSide } from '@/contracts/ratings';
import type { Database } from '../../db/client';
import { assignments, companies, ratings } from '../../db/schema';
import { escapeLike } from '../assignments/list-company-assignments';
import type { LifecycleParty } from '../lifecycle/lifecycle-party';
import { ratingVisibleTo } from './rating-scope';
import { engineerNameSql, ratedEngineer, selectRatings } from './select-ratings';

type ListRatingsOptions = { db: Database; party: LifecycleParty; commentedBy: RatingSide; query: RatingListQuery; now?: Date };

/**
 * A page of the ratings one side wrote on the party's orders, newest first: those its own side
 * gave, or those it received once revealed. Searched in order title, company and engineer
 * name and comment.
 */
export async function listRatings({ db, party, commentedBy, query, now = new Date() }: ListRatingsOptions) {
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  const where = and(
    ratingVisibleTo(party, now),
    eq(ratings.commentedBy, commentedBy),
    pattern === null ? undefined : or(ilike(assignments.title, pattern), ilike(companies.name, pattern), ilike(engineerNameSql, pattern), ilike(ratings.comment, pattern)),
  );
  const perPage = capPerPage(query.per_page);
  const [data, [{ total }]] = await Promise.all([
    selectRatings({ db, where, limit: perPage, offset: (query.page - 1) * perPage, now }),
    db
      .select({ total: count() })
      .from(ratings)
      .innerJoin(assignments, eq(assignments.id, ratings.assignmentId))
      .innerJoin(companies, eq(companies.id, ratings.companyId))
      .innerJoin(ratedEngineer, eq(ratedEngineer.id, ratings.engineerId))
      .where(where),
  ]);
  return { total_count: Number(total), data };
}
