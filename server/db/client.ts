import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { createEmbeddedHandle } from './embedded/create-embedded-handle';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import { setListenUrl } from './listen-config';
import { createPoolHandle } from './pool-handle';
import * as schema from './schema';

export { MIGRATIONS_FOLDER } from './migrations-folder';

export type Schema = typeof schema;

/** The database as domain code sees it, whichever driver is underneath (a transaction fits too). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * `postgres` is a server reached through a pg pool; `embedded` is PGlite on a data directory in
 * a child process, reached the same way (server/db/embedded); `memory` is PGlite inside this
 * process, in memory, for tests and tools that are not a web server.
 */
export type DatabaseHandle = ({ kind: 'postgres' | 'embedded'; client: Pool } | { kind: 'memory'; client: PGlite }) & {
  db: Database;
  /**
   * Applies pending migrations, then runs `next` (e.g. seeding) on the same connection. Through
   * a pool both happen under an advisory lock, so instances starting together take turns.
   */
  migrate: <T>(next?: (db: Database) => Promise<T>) => Promise<T | undefined>;
  /** Ends the connections; the embedded database's process closes PGlite and exits. */
  close: () => Promise<void>;
};

export type CreateDatabaseOptions = {
  /** A postgres:// URL: use that PostgreSQL server. */
  url?: string;
  /** PGlite data directory, created when missing, served by a child process. */
  dataDir?: string;
  /** PGlite in memory in this process, gone when closed. */
  memory?: boolean;
  /** A PGlite data directory dump (`dumpDataDir`) to start an in-memory database from. */
  loadDataDir?: Blob;
  /** With `url`: the most connections the pool opens (pg's default, 10, when unset). */
  poolMax?: number;
  /** With `url`: where the one LISTEN connection goes (a server, not a pooler in transaction mode); `url` when unset. */
  listenUrl?: string;
  /** With `url`: `false` never names a prepared statement (a pooler in transaction mode may run it on another connection). */
  preparedStatements?: boolean;
};

export function createDatabase(options: CreateDatabaseOptions): DatabaseHandle {
  if (options.url) {
    const pool = new Pool({ connectionString: options.url, max: options.poolMax });
    setListenUrl(pool, options.listenUrl);
    return createPoolHandle({ kind: 'postgres', pool, namedStatements: options.preparedStatements ?? true });
  }
  if (options.memory || options.loadDataDir || !options.dataDir) return createMemoryHandle(options.loadDataDir);
  return createEmbeddedHandle({ dataDir: options.dataDir });
}

function createMemoryHandle(loadDataDir: Blob | undefined): DatabaseHandle {
  const client = new PGlite({ loadDataDir });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'memory',
    client,
    close: () => client.close(),
    migrate: async (next) => {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      return next?.(db);
    },
  };
}
