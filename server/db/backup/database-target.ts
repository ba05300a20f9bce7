import { existsSync } from 'node:fs';
import path from 'node:path';

/** Which database a backup is taken from or restored into: a PostgreSQL server's, or a PGlite directory. */
export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'embedded'; dataDir: string };

/** DATABASE_URL when set, else PGLITE_DATA_DIR: the database the portal uses. */
export function targetFromEnv(env: { DATABASE_URL?: string; PGLITE_DATA_DIR: string }): DatabaseTarget {
  return env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'embedded', dataDir: path.resolve(env.PGLITE_DATA_DIR) };
}

/**
 * PGlite keeps postmaster.pid in its directory while a process has it open (and after a crash).
 * Two processes on one directory corrupt it, so backup and restore refuse it unless told it is stale.
 */
export function assertEmbeddedClosed(dataDir: string, force: boolean): void {
  if (force || !existsSync(path.join(dataDir, 'postmaster.pid'))) return;
  throw new Error(
    `${dataDir} is open in another process (postmaster.pid): stop the portal first. If nothing has it open (it was not closed cleanly), add --force.`,
  );
}

/** Tables outside the system schemas: a database with any is not empty. */
export const COUNT_TABLES_SQL = `select count(*)::int as count from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'`;

/** Every schema a restore with --force replaces (all but the system ones), dropped before the dump runs. */
export const USER_SCHEMAS_SQL = `select nspname as name from pg_catalog.pg_namespace where nspname <> 'information_schema' and nspname not like 'pg\\_%'`;
