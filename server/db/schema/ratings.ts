import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { assignments } from './assignments';
import { createdAt, identityId, ownedBy, timestamptz } from './columns';
import { companies } from './companies';
import { users } from './users';

/**
 * One rating per side per paid order: the company side rates the engineer
 * (commented_by 'company') and the engineer rates the company (commented_by 'engineer').
 */
export const ratings = pgTable(
  'ratings',
  {
    id: identityId(),
    assignmentId: ownedBy('assignment_id', () => assignments.id),
    companyId: ownedBy('company_id', () => companies.id),
    engineerId: ownedBy('engineer_id', () => users.id),
    commentedBy: text('commented_by').$type<'company' | 'engineer'>().notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    /**
     * When the rated side may see it: RATING_REVEAL_DAYS after it was given, or at once when
     * the other side has rated too (double-blind).
     */
    visibleAt: timestamptz('visible_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    check('ratings_commented_by_check', sql`${table.commentedBy} in ('company', 'engineer')`),
    check('ratings_stars_check', sql`${table.stars} between 1 and 5`),
    uniqueIndex('ratings_one_per_side').on(table.assignmentId, table.commentedBy),
    index('ratings_engineer_id_idx').on(table.engineerId),
    index('ratings_company_id_idx').on(table.companyId),
  ],
);
