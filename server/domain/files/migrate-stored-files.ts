import { and, asc, eq, gt, ne } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../../db/client';
import { storedFiles, type StoredFileRow } from '../../db/schema';
import type { FileStorage, StorageDriver, StorageDriverName, StoredBytes } from '../../lib/storage';

const BATCH_ROWS = 100;

type MigrateStoredFilesOptions = {
  db: Database;
  storage: FileStorage;
  to: StorageDriverName;
  /** Also delete each file's bytes from the driver it left (off by default: a download under way may still read them). */
  removeSource?: boolean;
  onFile?: (outcome: MovedFile) => void;
};

export type MovedFile = { id: number; storageKey: string; from: StorageDriverName; outcome: 'moved' | 'gone' | 'failed'; reason?: string };

export type MigrationSummary = { moved: number; bytes: number; failed: MovedFile[] };

/**
 * Copies every stored file not yet in `to` there, checks the copy's size and SHA-256 against the
 * original and the row, then points the row at `to`. A row switches only after its copy is
 * verified, so the portal keeps serving every file meanwhile, and a run that stops (or fails on a
 * file) is resumed by running again: switched rows are skipped, a half-written copy is replaced.
 */
export async function migrateStoredFiles({ db, storage, to, removeSource = false, onFile }: MigrateStoredFilesOptions): Promise<MigrationSummary> {
  const target = storage.driver(to);
  await target.check();
  const summary: MigrationSummary = { moved: 0, bytes: 0, failed: [] };
  for (let afterId = 0; ; ) {
    const rows = await db
      .select()
      .from(storedFiles)
      .where(and(ne(storedFiles.storageDriver, to), gt(storedFiles.id, afterId)))
      .orderBy(asc(storedFiles.id))
      .limit(BATCH_ROWS);
    if (rows.length === 0) return summary;
    for (const row of rows) {
      afterId = row.id;
      const outcome = await moveStoredFile({ db, storage, target, row, removeSource });
      if (outcome.outcome === 'moved') {
        summary.moved += 1;
        summary.bytes += row.sizeBytes;
      }
      if (outcome.outcome === 'failed') summary.failed.push(outcome);
      onFile?.(outcome);
    }
  }
}

type MoveStoredFileOptions = { db: Database; storage: FileStorage; target: StorageDriver; row: StoredFileRow; removeSource: boolean };

async function moveStoredFile({ db, storage, target, row, removeSource }: MoveStoredFileOptions): Promise<MovedFile> {
  const about = { id: row.id, storageKey: row.storageKey, from: row.storageDriver };
  const failed = (reason: string): MovedFile => ({ ...about, outcome: 'failed', reason });
  try {
    const source = storage.driver(row.storageDriver);
    const original = await source.get(row.storageKey);
    if (!original) return failed(`no bytes in ${row.storageDriver}`);
    let sent: Counted;
    try {
      // A copy left by an interrupted run is not trusted: write it again.
      await target.remove(row.storageKey);
      sent = await copyCounted(original, (body) => target.put(row.storageKey, body));
    } finally {
      original.stream.destroy();
    }
    const copy = await target.get(row.storageKey);
    const kept = copy ? await digest(copy) : null;
    const problem =
      sent.size !== row.sizeBytes ? `${sent.size} bytes in ${row.storageDriver}, ${row.sizeBytes} recorded`
      : !kept || kept.size !== sent.size ? `${kept?.size ?? 0} bytes in ${target.name}, ${sent.size} sent`
      : kept.sha256 !== sent.sha256 ? `SHA-256 differs in ${target.name}`
      : null;
    if (problem) {
      await target.remove(row.storageKey);
      return failed(problem);
    }
    const switched = await db
      .update(storedFiles)
      .set({ storageDriver: target.name })
      .where(and(eq(storedFiles.id, row.id), eq(storedFiles.storageDriver, row.storageDriver)))
      .returning({ id: storedFiles.id });
    if (switched.length === 0) {
      // Deleted (or moved by another run) meanwhile: a copy nothing names must not stay.
      const [now] = await db.select({ storageDriver: storedFiles.storageDriver }).from(storedFiles).where(eq(storedFiles.id, row.id));
      if (now?.storageDriver !== target.name) await target.remove(row.storageKey);
      return { ...about, outcome: 'gone' };
    }
    if (removeSource) await source.remove(row.storageKey);
    return { ...about, outcome: 'moved' };
  } catch (error) {
    return failed((error as Error).message);
  }
}

type Counted = { size: number; sha256: string };

/** Streams the original into `write`, hashing and counting what passes. */
async function copyCounted(original: StoredBytes, write: (body: Transform) => Promise<unknown>): Promise<Counted> {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.byteLength;
      done(null, chunk);
    },
  });
  try {
    await Promise.all([pipeline(original.stream, tap), write(tap)]);
  } catch (error) {
    tap.destroy();
    throw error;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Reads a stored copy through, hashing it. */
export async function digest({ stream }: StoredBytes): Promise<Counted> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).byteLength;
  }
  return { size, sha256: hash.digest('hex') };
}
