import { doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

// Reference lists. Ids are assigned by the seed in a fixed order, so they are the same on
// every install and the portal may keep them.

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  iso2: text('iso2').notNull().unique(),
  phonecode: text('phonecode'),
  currency: text('currency'),
  emoji: text('emoji'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});

export const states = pgTable(
  'states',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    iso2: text('iso2').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (table) => [index('states_country_id_idx').on(table.countryId)],
);

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (table) => [index('cities_state_id_idx').on(table.stateId), index('cities_country_id_idx').on(table.countryId)],
);

export const languages = pgTable('languages', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  nativeName: text('native_name'),
  /** ISO 639-1 code. */
  code: text('code').notNull().unique(),
});

/** A plain `{ id, name }` list; every small domain list has this shape. */
const namedList = (name: string) =>
  pgTable(name, {
    id: integer('id').primaryKey(),
    name: text('name').notNull().unique(),
  });

/** IANA time zone names, e.g. America/Chicago. */
export const timezones = namedList('timezones');
export const fluencyLevels = namedList('fluency_levels');
export const skills = namedList('skills');
export const jobTitles = namedList('job_titles');
export const documentTypes = namedList('document_types');
export const engineerPaymentTypes = namedList('engineer_payment_types');
export const paymentMethods = namedList('payment_methods');
export const locationTypes = namedList('location_types');
export const customerPaymentTypes = namedList('customer_payment_types');
export const deliverableDocumentTypes = namedList('deliverable_document_types');
export const categories = namedList('categories');

export const paymentDays = pgTable('payment_days', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Days after approval within which the company pays. */
  days: integer('days').notNull().unique(),
});

export type NamedListTable = typeof skills;
