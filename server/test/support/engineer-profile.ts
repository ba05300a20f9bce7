import { and, eq } from 'drizzle-orm';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { assignments, cities, states } from '../../db/schema';
import { getTestDb, uniqueIp, type TestApp } from '../helpers';
import { createTestStorage } from './test-storage';

// Test support for the engineer routes: an app with test file storage (test-storage.ts) and a small upload
// cap, file downloads, and small real files (file type is checked by content).

/** Upload cap of the test app, so a 413 needs only a few kilobytes. */
export const TEST_UPLOAD_MAX_BYTES = 64 * 1024;

export { createTestStorage } from './test-storage';

export async function createEngineerTestApp() {
  const db: Database = await getTestDb();
  const storage = createTestStorage();
  const app = createApp({ db, storage, uploadMaxBytes: TEST_UPLOAD_MAX_BYTES, mailer: async () => undefined });
  return { app, db, storage };
}

/** A 1×1 PNG. */
export const pngBytes = () => Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));

/** A tiny PDF (file-type recognises it by its header). */
export const pdfBytes = () => new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export const fileOf = (bytes: Uint8Array, name: string, type = 'application/octet-stream') => new File([Buffer.from(bytes)], name, { type });

/** A GET that answers the raw response (file downloads). */
export async function download(app: TestApp, path: string, token: string) {
  return app.request(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': uniqueIp() } });
}

/** A seeded city by name and state name (the geography comes from country-state-city). */
export async function findCity(db: Database, name: string, stateName: string) {
  const [city] = await db
    .select({ id: cities.id, stateId: cities.stateId, countryId: cities.countryId, latitude: cities.latitude, longitude: cities.longitude })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(and(eq(cities.name, name), eq(states.name, stateName)))
    .limit(1);
  if (!city) throw new Error(`No seeded city ${name}, ${stateName}`);
  return city;
}

type TestOrder = Partial<typeof assignments.$inferInsert> & { companyId: number; createdBy: number };

/** A work order written straight to the table (the company routes are tested elsewhere). */
export async function insertTestAssignment(db: Database, values: TestOrder) {
  const [row] = await db
    .insert(assignments)
    .values({
      title: 'Test work order',
      description: 'Install and test the equipment.',
      startAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
      timezone: 'America/Chicago',
      paymentTypeId: 2,
      fixedAmount: 300,
      ...values,
    })
    .returning();
  return row;
}
