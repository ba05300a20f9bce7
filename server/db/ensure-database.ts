import { logger } from '../lib/logger';
import { getDatabaseHandle, type Database, type DatabaseHandle } from './index';

/** Work done right after the migrations, on the same connection and under the same lock (seeding). */
export type PrepareDatabase = (db: Database, kind: DatabaseHandle['kind']) => Promise<void>;

const cache = globalThis as typeof globalThis & { __servicePortalReady?: Promise<Database>; __servicePortalPrepare?: PrepareDatabase };

/**
 * Makes the process's database ready once: migrations, then `prepare`. This layer knows nothing
 * of seeding: start-up code (server/seed/prepare-database.ts) passes it in before the first
 * request, and it is kept, so a later call without it (a request) waits for the same work or,
 * after a failure (which is not cached), runs it again.
 */
export function ensureDatabase(prepare?: PrepareDatabase): Promise<Database> {
  if (prepare) cache.__servicePortalPrepare ??= prepare;
  cache.__servicePortalReady ??= migrateAndPrepare().catch((error: unknown) => {
    cache.__servicePortalReady = undefined;
    throw error;
  });
  return cache.__servicePortalReady;
}

async function migrateAndPrepare(): Promise<Database> {
  const handle = getDatabaseHandle();
  const started = Date.now();
  await handle.migrate((db) => cache.__servicePortalPrepare?.(db, handle.kind) ?? Promise.resolve());
  logger.info({ kind: handle.kind, durationMs: Date.now() - started }, 'database ready');
  return handle.db;
}
