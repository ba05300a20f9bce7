import { eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema';
import type { StorageDriverName } from '../../lib/storage';
import { closeTestDatabase } from '../../test/helpers';
import { openStorageBackends } from '../../test/support/storage-backends';
import { migrateStoredFiles } from './migrate-stored-files';

// storage:migrate between every pair of drivers, both ways: interrupted after two files, then run
// again, it finishes; every row ends in the target with the same bytes; a third run does nothing.

const PAIRS: [StorageDriverName, StorageDriverName][] = [
  ['disk', 'database'],
  ['database', 'disk'],
  ['database', 's3'],
  ['s3', 'database'],
  ['disk', 's3'],
  ['s3', 'disk'],
];

let backends: Awaited<ReturnType<typeof openStorageBackends>>;

beforeAll(async () => {
  backends = await openStorageBackends();
}, 120_000);

afterAll(async () => {
  await backends?.stop();
  await closeTestDatabase();
});

/** Five files stored in `driver`, with their rows. */
async function storeFiles(driver: StorageDriverName) {
  const storage = backends.open();
  // One after another, so the rows' ids follow the files' order.
  const files = [];
  for (const n of [1, 2, 3, 4, 5]) {
    const storageKey = `${randomUUID()}.pdf`;
    const bytes = Buffer.from(`%PDF-1.4 file ${n} `.repeat(n * 1000));
    await storage.driver(driver).put(storageKey, bytes);
    const [row] = await backends.db
      .insert(storedFiles)
      .values({ storageKey, storageDriver: driver, originalName: `file-${n}.pdf`, mimeType: 'application/pdf', sizeBytes: bytes.byteLength })
      .returning();
    files.push({ row, bytes });
  }
  return files;
}

describe.each(PAIRS)('from %s to %s', (from, to) => {
  it('copies, verifies and switches every file, resuming after an interruption', async () => {
    const files = await storeFiles(from);
    const ids = files.map((file) => file.row.id);
    const storage = backends.open();
    const rows = () => backends.db.select().from(storedFiles).where(inArray(storedFiles.id, ids)).orderBy(storedFiles.id);
    // Rows other tests left in other drivers are not this test's; only its own are checked.
    const otherRowsMoved = (await backends.db.select({ id: storedFiles.id }).from(storedFiles)).length - ids.length;

    // The process dies after the second file…
    let seen = 0;
    const interrupted = migrateStoredFiles({
      db: backends.db,
      storage,
      to,
      onFile: (file) => {
        if (ids.includes(file.id) && ++seen === 2) throw new Error('killed');
      },
    });
    await expect(interrupted).rejects.toThrow('killed');
    expect((await rows()).map((row) => row.storageDriver)).toEqual([to, to, from, from, from]);
    // …after half-writing the third file's copy.
    await storage.driver(to).put(files[2].row.storageKey, Buffer.from('half a file'));

    const resumed = await migrateStoredFiles({ db: backends.db, storage: backends.open(), to });
    expect(resumed.failed).toEqual([]);
    expect(resumed.moved).toBeGreaterThanOrEqual(3);
    expect(resumed.moved).toBeLessThanOrEqual(3 + otherRowsMoved);
    for (const [index, row] of (await rows()).entries()) {
      expect(row.storageDriver).toBe(to);
      const stored = await storage.driver(to).get(row.storageKey);
      expect(stored?.size).toBe(files[index].bytes.byteLength);
      expect(await buffer(stored!.stream)).toEqual(files[index].bytes);
    }

    const again = await migrateStoredFiles({ db: backends.db, storage, to });
    expect(again).toEqual({ moved: 0, bytes: 0, failed: [] });
  });
});

it('leaves a file whose bytes are missing where it was and says so', async () => {
  const [file] = await storeFiles('disk');
  await backends.open().driver('disk').remove(file.row.storageKey);
  const summary = await migrateStoredFiles({ db: backends.db, storage: backends.open(), to: 'database' });
  expect(summary.failed).toEqual([expect.objectContaining({ id: file.row.id, outcome: 'failed', reason: 'no bytes in disk' })]);
  const [row] = await backends.db.select().from(storedFiles).where(eq(storedFiles.id, file.row.id));
  expect(row.storageDriver).toBe('disk');
  await backends.db.delete(storedFiles).where(eq(storedFiles.id, file.row.id));
});
