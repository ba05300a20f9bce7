import ISO6391 from 'iso-639-1';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import * as lists from './reference-lists';
import { seedGeography } from './seed-geography';

/**
 * Fills every reference list. Safe to run on each start: existing rows are kept, missing
 * list entries are added, and the geography tables are filled only while empty.
 */
export async function seedReferenceData({ db }: { db: Database }): Promise<void> {
  const namedLists = [
    [schema.fluencyLevels, lists.FLUENCY_LEVELS],
    [schema.skills, lists.SKILLS],
    [schema.jobTitles, lists.JOB_TITLES],
    [schema.documentTypes, lists.DOCUMENT_TYPES],
    [schema.engineerPaymentTypes, lists.ENGINEER_PAYMENT_TYPES],
    [schema.paymentMethods, lists.PAYMENT_METHODS],
    [schema.locationTypes, lists.LOCATION_TYPES],
    [schema.customerPaymentTypes, lists.CUSTOMER_PAYMENT_TYPES],
    [schema.deliverableDocumentTypes, lists.DELIVERABLE_DOCUMENT_TYPES],
    [schema.categories, lists.CATEGORIES],
  ] as const;
  for (const [table, items] of namedLists) {
    await db.insert(table).values(items).onConflictDoNothing();
  }
  await db.insert(schema.paymentDays).values(lists.PAYMENT_DAYS).onConflictDoNothing();
  await seedTimezones(db);
  await seedLanguages(db);
  await seedGeography({ db });
}

// Time zones and languages come from the runtime and a package, whose lists can change with an
// upgrade: entries already stored keep their ids, new ones are appended after the highest id.

async function seedTimezones(db: Database) {
  const stored = await db.select({ id: schema.timezones.id, name: schema.timezones.name }).from(schema.timezones);
  const known = new Set(stored.map((row) => row.name));
  const nextId = Math.max(0, ...stored.map((row) => row.id)) + 1;
  const added = [...Intl.supportedValuesOf('timeZone')].sort().filter((name) => !known.has(name));
  if (added.length === 0) return;
  await db.insert(schema.timezones).values(added.map((name, index) => ({ id: nextId + index, name })));
}

async function seedLanguages(db: Database) {
  const stored = await db.select({ id: schema.languages.id, code: schema.languages.code }).from(schema.languages);
  const known = new Set(stored.map((row) => row.code));
  const nextId = Math.max(0, ...stored.map((row) => row.id)) + 1;
  const added = [...ISO6391.getAllCodes()].sort().filter((code) => !known.has(code));
  if (added.length === 0) return;
  await db.insert(schema.languages).values(
    added.map((code, index) => ({
      id: nextId + index,
      code,
      name: ISO6391.getName(code),
      nativeName: ISO6391.getNativeName(code) || null,
    })),
  );
}
