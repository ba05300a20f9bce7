import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Pool } from 'pg';
import { logger } from '../lib/logger';
import type { DatabaseHandle } from './client';
import * as schema from './schema';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import { connectSession } from './listen-config';
import { allowNamedStatements } from './statement-name';

/** Arbitrary advisory lock key reserved for migrating and seeding. */
const MIGRATION_LOCK_KEY = 7_402_311;

type PoolHandleOptions = {
  kind: 'postgres' | 'embedded';
  pool: Pool;
  /** Resolves when the server can be reached (the embedded database's process has started). */
  ready?: Promise<void>;
  /** Runs after the pool has ended (stops the embedded database's process). */
  closeServer?: () => Promise<void>;
  /** A PostgreSQL server's pool may name prepared statements (statement-name.ts) unless a pooler in transaction mode is in between. */
  namedStatements?: boolean;
};

/**
 * A database reached through a pg pool: a PostgreSQL server, or the embedded database served by
 * its own process. One code path for both: drizzle's node-postgres driver and migrator.
 */
export function createPoolHandle({ kind, pool, ready = Promise.resolve(), closeServer, namedStatements = true }: PoolHandleOptions): DatabaseHandle {
  // An idle connection the server closes (restart, admin drop, a crashed embedded process) must
  // not crash this process; the pool replaces it on the next query.
  pool.on('error', (error) => logger.warn({ kind, reason: error.message }, 'an idle database connection closed'));
  let closing: Promise<void> | undefined;
  const db = drizzle(pool, { schema });
  return {
    db: kind === 'postgres' && namedStatements ? allowNamedStatements(db) : db,
    kind,
    client: pool,
    close: () =>
      (closing ??= (async () => {
        await pool.end();
        await closeServer?.();
      })()),
    migrate: async (next) => {
      await ready;
      // A session-level lock: through a pooler in transaction mode it goes to the server directly (listen-config.ts).
      const { client, letGo } = await connectSession(pool);
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const db = drizzle(client, { schema });
        await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
        return await next?.(db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        await letGo();
      }
    },
  };
}
