import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, type Database, type DatabaseHandle } from '../../db/client';
import { env } from '../../env';
import { createFileStorage, type FileStorage, type StorageSettings } from '../../lib/storage';
import { getTestDatabaseUrl, getTestDb } from '../helpers';
import { startS3Server } from './s3-server';

/**
 * The three storage drivers' backing stores for one test file: a temporary folder, a local S3
 * server, and a database for the chunks. `open()` makes another, independent storage over the same
 * stores (as a second portal instance would); `other` is a second connection to the chunks' database
 * (on PostgreSQL a pool of its own, on PGlite the same embedded server through its own driver).
 */
export async function openStorageBackends({ ownDatabase = false } = {}) {
  const folder = await mkdtemp(path.join(tmpdir(), 'test-disk-'));
  const s3 = await startS3Server();
  const chunks = await openChunkDatabase(ownDatabase);
  const settings: StorageSettings = {
    ...env,
    UPLOAD_DIR: folder,
    S3_ENDPOINT: s3.options.endpoint,
    S3_REGION: s3.options.region,
    S3_BUCKET: s3.options.bucket,
    S3_ACCESS_KEY_ID: s3.options.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
    S3_FORCE_PATH_STYLE: true,
  };
  const open = (db: Database = chunks.db): FileStorage => createFileStorage({ getDb: () => db, settings });
  const stop = async () => {
    await chunks.close();
    await s3.stop();
    await rm(folder, { recursive: true, force: true });
  };
  return { settings, db: chunks.db, otherDb: chunks.otherDb, open, stop };
}

/**
 * The test's own database, with a second pool on PostgreSQL; with `ownDatabase` on PGlite, an
 * embedded one in a child process instead (memory measured in this process then excludes the store).
 */
async function openChunkDatabase(ownDatabase: boolean): Promise<{ db: Database; otherDb: Database; close: () => Promise<void> }> {
  const db = await getTestDb();
  const url = await getTestDatabaseUrl();
  if (url) {
    const other = createDatabase({ url });
    return { db, otherDb: other.db, close: () => other.close() };
  }
  if (!ownDatabase) return { db, otherDb: db, close: async () => undefined };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'test-chunks-'));
  const embedded: DatabaseHandle = createDatabase({ dataDir });
  await embedded.migrate();
  return {
    db: embedded.db,
    otherDb: embedded.db,
    close: async () => {
      await embedded.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
