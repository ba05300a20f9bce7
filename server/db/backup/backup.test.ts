import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTestEngineer } from '../../test/helpers';
import { databaseUrl, quoteIdentifier, withServer } from '../../test/test-database';
import { createDatabase } from '../client';
import { users } from '../schema';
import type { DatabaseTarget } from './database-target';
import { dumpDatabase } from './dump-database';
import { restoreDatabase } from './restore-database';

// npm run db:backup / db:restore on real databases: a dump of a database with data restores
// into a fresh one (of either kind) where the data is found, and a restore never mixes into or
// wipes a database that has tables unless told to.

const info = inject('testDatabase');
const scratch = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
const dropAfter: string[] = [];

afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  if (info.kind === 'postgres') {
    for (const name of dropAfter) await withServer(info.serverUrl, (client) => client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`));
  }
});

const embedded = (): DatabaseTarget => ({ kind: 'embedded', dataDir: path.join(scratch, randomUUID()) });

async function scratchPostgres(): Promise<DatabaseTarget> {
  if (info.kind !== 'postgres') throw new Error('PostgreSQL only');
  const name = `ops_restore_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  dropAfter.push(name);
  await withServer(info.serverUrl, (client) => client.query(`create database ${quoteIdentifier(name)}`));
  return { kind: 'postgres', url: databaseUrl(info.serverUrl, name) };
}

const open = (target: DatabaseTarget) => createDatabase(target.kind === 'postgres' ? { url: target.url } : { dataDir: target.dataDir });

/** A migrated database with one engineer in it; answers the engineer's email. */
async function fill(target: DatabaseTarget): Promise<string> {
  const handle = open(target);
  try {
    await handle.migrate();
    return (await createTestEngineer(handle.db)).email;
  } finally {
    await handle.close();
  }
}

/** Whether the database holds that user, and it accepts new rows after the restore (sequences restored too). */
async function findUser(target: DatabaseTarget, email: string) {
  const handle = open(target);
  try {
    await handle.migrate();
    const [found] = await handle.db.select({ email: users.email }).from(users).where(eq(users.email, email));
    const another = await createTestEngineer(handle.db);
    return { found: found?.email, canWrite: another.user.id > 0 };
  } finally {
    await handle.close();
  }
}

type OpenTarget = () => DatabaseTarget | Promise<DatabaseTarget>;
const pairs: (readonly [string, OpenTarget, OpenTarget])[] = [
  ['PGlite into a fresh PGlite', embedded, embedded],
  ...(info.kind === 'postgres'
    ? ([
        ['PostgreSQL into a fresh PostgreSQL database', scratchPostgres, scratchPostgres],
        ['PGlite into PostgreSQL', embedded, scratchPostgres],
        ['PostgreSQL into PGlite', scratchPostgres, embedded],
      ] as const)
    : []),
];

describe('backup and restore', () => {
  it.each(pairs)('restores %s with its data', { timeout: 300_000 }, async (_label, makeSource, makeTarget) => {
    const source = await makeSource();
    const email = await fill(source);
    const dump = await dumpDatabase({ target: source });
    const target = await makeTarget();
    await restoreDatabase({ target, dump });
    expect(await findUser(target, email)).toEqual({ found: email, canWrite: true });
  });

  it('refuses a database that has tables unless forced, and then replaces it', { timeout: 300_000 }, async () => {
    const source = embedded();
    const kept = await fill(source);
    const dump = await dumpDatabase({ target: source });
    const target = info.kind === 'postgres' ? await scratchPostgres() : embedded();
    const replaced = await fill(target);

    await expect(restoreDatabase({ target, dump })).rejects.toThrow(/not empty/);
    expect((await findUser(target, replaced)).found).toBe(replaced);

    await restoreDatabase({ target, dump, force: true });
    const after = await findUser(target, kept);
    expect(after.found).toBe(kept);
    expect((await findUser(target, replaced)).found).toBeUndefined();
  });

  it('refuses a PGlite directory another process has open', { timeout: 300_000 }, async () => {
    const source = embedded();
    await fill(source);
    if (source.kind !== 'embedded') throw new Error('embedded only');
    writeFileSync(path.join(source.dataDir, 'postmaster.pid'), '-42\n');
    await expect(dumpDatabase({ target: source })).rejects.toThrow(/stop the portal/);
  });
});
