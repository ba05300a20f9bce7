import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedHandle } from './create-embedded-handle';

// A new embedded directory is made by initdb in a short-lived process and renamed into place
// (server/db/embedded/pglite-process.mjs): what a first start sees on disk.

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
