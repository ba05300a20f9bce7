import { sql } from 'drizzle-orm';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { findTokenUser } from '../../domain/auth/find-token-user';
import { isDatabaseUnavailable } from '../database-unavailable';
import { createEmbeddedHandle } from './create-embedded-handle';
import { getEmbeddedNotifications } from './embedded-notifications';

// The embedded database as the web server uses it: PGlite on a directory in a child process,
// reached through pg over a unix socket.

let directory: string;
let dataDir: string;
const opened: DatabaseHandle[] = [];

const open = (channels?: string[]) => {
  const handle = createEmbeddedHandle({ dataDir, channels });
  opened.push(handle);
  return handle;
};

const poolOf = (handle: DatabaseHandle) => {
  if (handle.kind === 'memory') throw new Error('expected a pool');
  return handle.client;
};

/** The process serving the directory, as its lock file names it. */
const ownerPid = async () => Number((await readFile(`${dataDir}.lock`, 'utf8')).trim());

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'embedded-database-test-'));
  dataDir = path.join(directory, 'pglite');
});

afterAll(async () => {
  for (const handle of opened) await handle.close();
  await rm(directory, { recursive: true, force: true });
});

describe('the embedded database in its own process', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = open(['test_events']);
    await handle.migrate();
  });

  it('answers queries through pg, migrated, and not from this process', async () => {
    const { rows } = await poolOf(handle).query<{ version: string; pid: number }>('select version(), pg_backend_pid() as pid');
    expect(rows[0].version).toContain('PGlite');
    expect(await ownerPid()).not.toBe(process.pid);
    const result = (await handle.db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`)) as { rows: { applied: number }[] };
    expect(result.rows[0].applied).toBeGreaterThan(0);
  });

  it('looks a token up again after its pool connection was replaced (no named statement left behind in the shared session)', async () => {
    const lookUp = () => findTokenUser({ db: handle.db, tokenHash: 'no-such-token' });
    await expect(lookUp()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const client = await poolOf(handle).connect();
    client.release(true);
    await expect(lookUp()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('hands a NOTIFY committed on another connection to its listeners, and nothing of a rollback', async () => {
    const notifications = getEmbeddedNotifications(poolOf(handle));
    expect(notifications?.channels).toEqual(['test_events']);
    const heard: string[] = [];
    const committed = new Promise<void>((resolve) =>
      notifications?.onNotification((channel, payload) => {
        heard.push(`${channel}:${payload}`);
        if (payload === 'committed') resolve();
      }),
    );

    const writer = new pg.Client(poolOf(handle).options);
    await writer.connect();
    try {
      await writer.query('begin');
      await writer.query("select pg_notify('test_events', 'rolled back')");
      await writer.query('rollback');
      await writer.query("select pg_notify('other_channel', 'not listened')");
      await writer.query("select pg_notify('test_events', 'committed')");
    } finally {
      await writer.end();
    }
    await committed;
    expect(heard).toEqual(['test_events:committed']);
  });

  it('refuses a second process on the same directory with a clear error', async () => {
    const second = createEmbeddedHandle({ dataDir });
    await expect(second.migrate()).rejects.toThrow(/already open in process \d+/);
    await second.close();
  });

  it('fails queries while its process is down instead of hanging, then restarts it', async () => {
    const notifications = getEmbeddedNotifications(poolOf(handle));
    const restarted = new Promise<void>((resolve) => notifications?.onRestart(resolve));
    const before = await ownerPid();
    await poolOf(handle).query('select 1'); // an idle pooled connection, to see the process go
    const lost = new Promise((resolve) => poolOf(handle).once('error', resolve));
    process.kill(before, 'SIGKILL');
    await lost;
    const failure = await poolOf(handle)
      .query('select 1')
      .then(() => undefined, (error: unknown) => error);
    // An error that the API answers with 503 (lib/error-handler).
    expect(isDatabaseUnavailable(failure)).toBe(true);
    await restarted;
    expect(await ownerPid()).not.toBe(before);
    const { rows } = await poolOf(handle).query<{ answer: number }>('select 42 as answer');
    expect(rows[0].answer).toBe(42);
  });

  it('closes the directory cleanly: it opens again with the data', async () => {
    await poolOf(handle).query('create table kept (note text)');
    await poolOf(handle).query("insert into kept values ('still here')");
    await handle.close();

    const reopened = open();
    await reopened.migrate();
    const { rows } = await poolOf(reopened).query<{ note: string }>('select note from kept');
    expect(rows).toEqual([{ note: 'still here' }]);
  });
});
