import { env } from '../env';
import { createDatabase, type Database, type DatabaseHandle } from './client';

export { createDatabase, MIGRATIONS_FOLDER } from './client';
export type { CreateDatabaseOptions, Database, DatabaseHandle } from './client';

const cache = globalThis as typeof globalThis & { __servicePortalDatabase?: DatabaseHandle };

/**
 * The process-wide database from the environment: PostgreSQL when DATABASE_URL is set, else
 * PGlite under PGLITE_DATA_DIR, served by a child process (server/db/embedded). Kept on
 * globalThis so a dev reload never starts a second one on the same directory.
 */
export function getDatabaseHandle(): DatabaseHandle {
  cache.__servicePortalDatabase ??= createDatabase({
    url: env.DATABASE_URL,
    dataDir: env.PGLITE_DATA_DIR,
    poolMax: env.DATABASE_POOL_MAX,
    listenUrl: env.DATABASE_LISTEN_URL,
    preparedStatements: env.DATABASE_PREPARED_STATEMENTS,
  });
  return cache.__servicePortalDatabase;
}

export function getDb(): Database {
  return getDatabaseHandle().db;
}
