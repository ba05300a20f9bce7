import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedHandle } from './create-embedded-handle';
import { startPgliteProcess } from './start-pglite-process';

// A new embedded directory is made by initdb in a short-lived process and renamed into place
// (server/db/embedded/pglite-process.mjs): what a first start sees on disk; and the process is
// started again once the new database is migrated and seeded.

let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'embedded-initdb-test-'));
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('creating the embedded database directory', () => {
  let cutShort: string;
  let answer: number | undefined;

  // In a hook (its longer timeout): initdb on a busy machine takes tens of seconds.
  beforeAll(async () => {
    cutShort = path.join(directory, 'cut-short');
    mkdirSync(cutShort);
    mkdirSync(`${cutShort}.initdb`);
    writeFileSync(path.join(`${cutShort}.initdb`, 'half-made'), '');
    const handle = createEmbeddedHandle({ dataDir: cutShort });
    try {
      if (handle.kind === 'memory') throw new Error('expected a pool');
      const { rows } = await handle.client.query<{ answer: number }>('select 42 as answer');
      answer = rows[0].answer;
    } finally {
      await handle.close();
    }
  });

  it('makes a whole database where a cut-short first start left an empty directory and a half-made one', () => {
    expect(answer).toBe(42);
    expect(existsSync(path.join(cutShort, 'PG_VERSION'))).toBe(true);
    expect(existsSync(`${cutShort}.initdb`)).toBe(false);
  });

  it('refuses a directory that holds files but no database, and leaves them alone', async () => {
    const dataDir = path.join(directory, 'not-a-database');
    mkdirSync(dataDir);
    writeFileSync(path.join(dataDir, 'notes.txt'), 'mine');

    const handle = createEmbeddedHandle({ dataDir });
    await expect(handle.migrate()).rejects.toThrow(/holds no PGlite database/);
    await handle.close();
    expect(existsSync(path.join(dataDir, 'notes.txt'))).toBe(true);
  });
});

describe('the first start of a new directory', () => {
  it("keeps what a new database's migrations and seed wrote when its process is started again before serving", async () => {
    const dataDir = path.join(directory, 'first-start');
    const handle = createEmbeddedHandle({ dataDir });
    if (handle.kind === 'memory') throw new Error('expected a pool');
    try {
      await handle.migrate(async (db) => {
        await db.execute(sql`create table seeded (note text)`);
        await db.execute(sql`insert into seeded values ('from the seed')`);
      });
      // Served by the process started after the seed: the row is on disk, and the pool reconnects.
      const { rows } = await handle.client.query<{ note: string }>('select note from seeded');
      expect(rows).toEqual([{ note: 'from the seed' }]);
    } finally {
      await handle.close();
    }
  });

  it('tells a new directory from an existing one, and restarts on request without losing it', async () => {
    const dataDir = path.join(directory, 'restart');
    const first = startPgliteProcess({ dataDir });
    await first.ready;
    expect(first.isNew()).toBe(true);
    await first.close();

    const second = startPgliteProcess({ dataDir });
    try {
      await second.ready;
      expect(second.isNew()).toBe(false);
      await second.restart();
      expect(second.isServing()).toBe(true);
      const client = new Client({ ...second.socket, user: 'postgres', database: 'postgres' });
      await client.connect();
      const { rows } = await client.query<{ answer: number }>('select 42 as answer');
      await client.end();
      expect(rows[0].answer).toBe(42);
    } finally {
      await second.close();
    }
  });
});
