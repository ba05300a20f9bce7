import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/client';
import { seedReferenceData } from '../seed/seed-reference-data';
import { databaseUrl, quoteIdentifier, withServer, type TestDatabaseInfo } from './test-database';

/**
 * Builds the template every API test file starts from: migrated, with the reference lists.
 * PGlite: one database dumped to a file that each file loads into memory.
 * DATABASE_URL: a template database on that server, cloned per file with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  const info = serverUrl ? await preparePostgres(serverUrl) : await prepareEmbedded();
  project.provide('testDatabase', info);

  return async () => {
    if (info.kind === 'embedded') await rm(path.dirname(info.dumpPath), { recursive: true, force: true });
    else await dropDatabases(info.serverUrl, info.prefix);
  };
}

async function prepareEmbedded(): Promise<TestDatabaseInfo> {
  const handle = createDatabase({ memory: true });
  try {
    await handle.migrate((db) => seedReferenceData({ db }));
    if (handle.kind !== 'memory') throw new Error('expected an in-memory database');
    const dump = await handle.client.dumpDataDir('none');
    const directory = await mkdtemp(path.join(tmpdir(), 'service-portal-api-test-'));
    const dumpPath = path.join(directory, 'template.tar');
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
    return { kind: 'embedded', dumpPath };
  } finally {
    await handle.close();
  }
}

async function preparePostgres(serverUrl: string): Promise<TestDatabaseInfo> {
  const base = new URL(serverUrl).pathname.slice(1) || 'postgres';
  const prefix = `${base}_api_test_`;
  const templateName = `${prefix}template`;
  await dropDatabases(serverUrl, prefix);
  await withServer(serverUrl, (client) => client.query(`create database ${quoteIdentifier(templateName)}`));

  const handle = createDatabase({ url: databaseUrl(serverUrl, templateName) });
  try {
    await handle.migrate((db) => seedReferenceData({ db }));
  } finally {
    await handle.close();
  }
  return { kind: 'postgres', serverUrl, templateName, prefix };
}

/** Removes this suite's databases, including any a crashed run left behind. */
async function dropDatabases(serverUrl: string, prefix: string): Promise<void> {
  await withServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists ${quoteIdentifier(datname)} with (force)`);
    }
  });
}
