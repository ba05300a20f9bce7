import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Rating } from '@/contracts/ratings';
import type { Database } from '../../db/client';
import { assignments, companies, ratings, users } from '../../db/schema';

/** The rated engineer (users joined a second time for the author). */
export const ratedEngineer = alias(users, 'rated_engineer');
const author = alias(users, 'rating_author');

export const engineerNameSql = sql<string>`${ratedEngineer.firstName} || ' ' || ${ratedEngineer.lastName}`;

type SelectRatingsOptions = { db: Database; where: SQL | undefined; limit: number; offset?: number; now: Date };

/** The joins every rating answer reads; `where` may use ratings, assignments, companies and engineerNameSql. */
const ratingsQuery = (db: Database) =>
  db
    .select({
      rating: ratings,
      title: assignments.title,
      companyName: companies.name,
      engineerName: engineerNameSql,
      authorFirstName: author.firstName,
      authorLastName: author.lastName,
    })
    .from(ratings)
    .innerJoin(assignments, eq(assignments.id, ratings.assignmentId))
    .innerJoin(companies, eq(companies.id, ratings.companyId))
    .innerJoin(ratedEngineer, eq(ratedEngineer.id, ratings.engineerId))
    .leftJoin(author, eq(author.id, ratings.authorId));

/** Ratings as the API answers them, newest first; `now` says which the rated side sees yet. */
export async function selectRatings({ db, where, limit, offset = 0, now }: SelectRatingsOptions): Promise<Rating[]> {
  const rows = await ratingsQuery(db).where(where).orderBy(desc(ratings.createdAt), desc(ratings.id)).limit(limit).offset(offset);
  return rows.map(({ rating, title, companyName, engineerName, authorFirstName, authorLastName }) => ({
    id: rating.id,
    assignment_id: rating.assignmentId,
    assignment_title: title,
    commented_by: rating.commentedBy,
    stars: rating.stars,
    comment: rating.comment,
    engineer_id: rating.engineerId,
    engineer_name: engineerName,
    company_id: rating.companyId,
    company_name: companyName,
    // A deleted author: the side's name stands in.
    author_name: authorFirstName === null ? (rating.commentedBy === 'engineer' ? engineerName : companyName) : `${authorFirstName} ${authorLastName}`,
    created_at: rating.createdAt.toISOString(),
    visible_at: rating.visibleAt.toISOString(),
    is_revealed: rating.visibleAt.getTime() <= now.getTime(),
  }));
}
