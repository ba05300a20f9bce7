import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { getTestDb } from '../test/helpers';
import { createDatabase, MIGRATIONS_FOLDER } from './client';
import { connectSession, listenConfigOf } from './listen-config';
import { statementName } from './statement-name';

// The pool is made without connecting: these settings are read before any query.
const POOL_URL = 'postgres://portal@db.internal:6432/portal';
const LISTEN_URL = 'postgres://portal@db.internal:5432/portal';

const poolOf = (handle: ReturnType<typeof createDatabase>) => handle.client as pg.Pool;

describe('connection settings of a PostgreSQL pool', () => {
  it('opens at most poolMax connections', async () => {
    const handle = createDatabase({ url: POOL_URL, poolMax: 3 });
    expect(poolOf(handle).options.max).toBe(3);
    await handle.close();
  });

  it('sends the LISTEN connection to listenUrl, else where the queries go', async () => {
    const apart = createDatabase({ url: POOL_URL, listenUrl: LISTEN_URL });
    const together = createDatabase({ url: POOL_URL });
    expect(listenConfigOf(poolOf(apart))).toEqual({ connectionString: LISTEN_URL });
    expect(listenConfigOf(poolOf(together))).toMatchObject({ connectionString: POOL_URL });
    await Promise.all([apart.close(), together.close()]);
  });

  it('keeps listenUrl on the pool, so a second copy of the code (another bundle of the server) finds it too', async () => {
    const apart = createDatabase({ url: POOL_URL, listenUrl: LISTEN_URL });
    vi.resetModules();
    const copy = await import('./listen-config');
    expect(copy.listenConfigOf).not.toBe(listenConfigOf);
    expect(copy.listenConfigOf(poolOf(apart))).toEqual({ connectionString: LISTEN_URL });
    await apart.close();
  });

  it('names prepared statements unless preparedStatements is false (a pooler in transaction mode)', async () => {
    const named = createDatabase({ url: POOL_URL });
    const unnamed = createDatabase({ url: POOL_URL, preparedStatements: false });
    expect(statementName(named.db, 'find_token_user')).toBe('find_token_user');
    expect(statementName(unnamed.db, 'find_token_user')).toBe('');
    await Promise.all([named.close(), unnamed.close()]);
  });
});

describe.runIf(process.env.DATABASE_URL)('session connections on PostgreSQL', () => {
  it('take the migration lock through listenUrl, not the pool (a pooler in transaction mode would lose it)', async () => {
    const db = await getTestDb();
    const url = ((db as typeof db & { $client: pg.Pool }).$client.options as { connectionString: string }).connectionString;
    const direct = createDatabase({ url: 'postgres://root@127.0.0.1:1/no-pool-here', listenUrl: url });
    const session = await connectSession(poolOf(direct));
    const { rows } = await session.client.query<{ name: string }>('select current_database() as name');
    expect(rows[0].name).toBe(new URL(url).pathname.slice(1));
    await session.letGo();
    const unreachable = createDatabase({ url, listenUrl: 'postgres://root@127.0.0.1:1/nowhere' });
    await expect(unreachable.migrate()).rejects.toThrow();
    await Promise.all([direct.close(), unreachable.close()]);
  });

  it('turns JIT off for the role the app connects as: a session opened after the migration compiles nothing', async () => {
    const db = await getTestDb();
    const pool = (db as typeof db & { $client: pg.Pool }).$client;
    const url = (pool.options as { connectionString: string }).connectionString;
    // The setting outlives any one database (it is the role's), so the migration is run again here from a reset.
    await pool.query('alter role current_user reset jit');
    const jitOfNewSession = async () => {
      const fresh = createDatabase({ url });
      const { rows } = await poolOf(fresh).query<{ jit: string }>('show jit');
      await fresh.close();
      return rows[0].jit;
    };
    const roleSettings = async () => {
      const { rows } = await pool.query<{ settings: string[] | null }>(
        'select (select setconfig from pg_db_role_setting where setrole = (select oid from pg_roles where rolname = current_user) and setdatabase = 0) as settings',
      );
      return rows[0].settings ?? [];
    };
    expect(await roleSettings()).not.toContain('jit=off');
    await pool.query(readFileSync(path.join(MIGRATIONS_FOLDER, '0021_jit_off.sql'), 'utf8'));
    expect(await roleSettings()).toContain('jit=off');
    expect(await jitOfNewSession()).toBe('off');
  });
});
