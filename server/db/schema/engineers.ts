import { doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, money, updatedAt } from './columns';
import { cities, countries, states } from './reference';
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
  countryId: integer('country_id').references(() => countries.id),
  stateId: integer('state_id').references(() => states.id),
  cityId: integer('city_id').references(() => cities.id),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  address: text('address'),
  zip: text('zip'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type EngineerRow = typeof engineers.$inferSelect;
