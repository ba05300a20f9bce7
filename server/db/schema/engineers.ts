import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, money, place, updatedAt } from './columns';
import { users } from './users';

/** The field engineer's profile basics; one row per engineer user. */
export const engineers = pgTable('engineers', {
  id: identityId(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  hourlyRate: money('hourly_rate', 10),
  /** How far the engineer travels for work, in miles. */
  travelDistance: integer('travel_distance'),
  ...place(),
  address: text('address'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type EngineerRow = typeof engineers.$inferSelect;
