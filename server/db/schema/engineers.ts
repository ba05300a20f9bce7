import { sql } from 'drizzle-orm';
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
  /**
   * The secret of the engineer's calendar feed URL: 32 random bytes (two UUIDs' worth, 244 random bits) in
   * base64url, made with the row; replaced on reset, so the old URL stops at once.
   */
  calendarFeedToken: text('calendar_feed_token')
    .notNull()
    .unique()
    .default(sql`translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/=', '-_')`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type EngineerRow = typeof engineers.$inferSelect;
