import { doublePrecision, integer, numeric, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { cities, countries, states } from './reference';

/** Every timestamp is stored with its time zone and read as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A table's own key: an integer the database numbers. */
export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** A required reference to the row this one belongs to; it goes when that row goes. */
export const ownedBy = (name: string, target: () => AnyPgColumn) =>
  integer(name)
    .notNull()
    .references(target, { onDelete: 'cascade' });

/** An amount of money in the account's currency, exact to the cent. */
export const money = (name: string, precision = 12) => numeric(name, { precision, scale: 2, mode: 'number' });

/** Hours of work, to the hundredth. */
export const hours = (name: string) => numeric(name, { precision: 8, scale: 2, mode: 'number' });

/** Where something is: country, state and city from the reference lists, zip and map point (an engineer's home). */
export const place = () => ({
  countryId: integer('country_id').references(() => countries.id),
  stateId: integer('state_id').references(() => states.id),
  cityId: integer('city_id').references(() => cities.id),
  zip: text('zip'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});

/** A postal address with its map point, as a company and a work order's site keep it. */
export const postalAddress = () => ({
  addressLine1: text('address_line1'),
  addressLine2: text('address_line2'),
  ...place(),
});
