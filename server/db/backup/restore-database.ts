import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { quoteIdentifier } from '../quote-identifier';
import { assertEmbeddedClosed, COUNT_TABLES_SQL, USER_SCHEMAS_SQL, type DatabaseTarget } from './database-target';

type RestoreDatabaseOptions = {
  target: DatabaseTarget;
  /** A dump written by dumpDatabase (npm run db:backup). */
  dump: string;
  /** Replace what the target holds (every non-system schema is dropped first). */
  force?: boolean;
};

/** Runs SQL on either kind of database, one statement string at a time. */
type Executor = { exec: (sql: string) => Promise<void>; countTables: () => Promise<number>; schemas: () => Promise<string[]> };

/**
 * Replays a dump into the target in one transaction. A target that already has tables is
 * refused unless `force`: a restore must never silently mix into, or wipe, a live database.
 */
export async function restoreDatabase({ target, dump, force = false }: RestoreDatabaseOptions): Promise<void> {
  const sql = toDriverSql(dump);
  if (target.kind === 'postgres') {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      await replay(postgresExecutor(client), sql, force, target.url.replace(/\/\/[^@/]*@/, '//'));
    } finally {
      await client.end();
    }
    return;
  }
  if (existsSync(path.join(target.dataDir, 'PG_VERSION'))) assertEmbeddedClosed(target.dataDir, force);
  const pglite = await PGlite.create({ dataDir: target.dataDir });
  try {
    await replay(pgliteExecutor(pglite), sql, force, target.dataDir);
  } finally {
    await pglite.close();
  }
}

async function replay(executor: Executor, sql: string, force: boolean, name: string): Promise<void> {
  const tables = await executor.countTables();
  if (tables > 0 && !force) throw new Error(`${name} is not empty (${tables} tables): restore into a new database, or add --force to replace it`);
  await executor.exec('begin');
  try {
    if (tables > 0) {
      for (const schema of await executor.schemas()) await executor.exec(`drop schema ${quoteIdentifier(schema)} cascade`);
      await executor.exec('create schema public');
    }
    await executor.exec(sql);
    await executor.exec('commit');
  } catch (error) {
    await executor.exec('rollback').catch(() => undefined);
    throw error;
  }
}

/**
 * What a driver can run of a pg_dump script: psql meta-commands (`\restrict`, newer pg_dumps) go,
 * and so does `transaction_timeout`, which servers before PostgreSQL 17 do not know (PGlite's dump sets it).
 */
export function toDriverSql(dump: string): string {
  return dump
    .split('\n')
    .filter((line) => !line.startsWith('\\') && !/^SET transaction_timeout = /.test(line))
    .join('\n');
}

function postgresExecutor(client: pg.Client): Executor {
  return {
    exec: async (sql) => void (await client.query(sql)),
    countTables: async () => (await client.query<{ count: number }>(COUNT_TABLES_SQL)).rows[0].count,
    schemas: async () => (await client.query<{ name: string }>(USER_SCHEMAS_SQL)).rows.map((row) => row.name),
  };
}

function pgliteExecutor(pglite: PGlite): Executor {
  return {
    exec: async (sql) => void (await pglite.exec(sql)),
    countTables: async () => (await pglite.query<{ count: number }>(COUNT_TABLES_SQL)).rows[0].count,
    schemas: async () => (await pglite.query<{ name: string }>(USER_SCHEMAS_SQL)).rows.map((row) => row.name),
  };
}
