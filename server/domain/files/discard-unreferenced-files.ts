import { and, getTableName, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignmentDocuments, storedFiles, workOrderTemplateDocuments } from '../../db/schema';
import type { FileStorage, StorageDriverName } from '../../lib/storage';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where a deleted row's bytes were. */
export type RemovedFile = { storageKey: string; storageDriver: StorageDriverName };

/**
 * Files neither an order's documents nor a template's documents point at. A template and the
 * orders posted from it (or an order and its duplicates) share one stored file, so a file goes
 * only with the last of them.
 */
export function whereFileUnreferenced(): SQL {
  // Qualified by hand: in a DELETE drizzle writes columns without their table, which would bind inside the subquery.
  const file = sql`${sql.identifier(getTableName(storedFiles))}.${sql.identifier(storedFiles.id.name)}`;
  const pointsAt = (table: typeof assignmentDocuments | typeof workOrderTemplateDocuments) =>
    sql`(select 1 from ${sql.identifier(getTableName(table))} as referrer where referrer.${sql.identifier(table.fileId.name)} = ${file})`;
  return and(notExists(pointsAt(assignmentDocuments)), notExists(pointsAt(workOrderTemplateDocuments)))!;
}

/**
 * Deletes the rows of those files nothing points at any more, within a transaction; answers their
 * storage keys and drivers (remove the bytes after the commit, with removeStoredBytes). The rows are locked first: an order or a
 * template attaching one of them at the same time holds its key lock until it commits, and the
 * check that follows (a statement of its own, so it sees that commit) then keeps the file.
 */
export async function deleteUnreferencedFileRows(tx: Transaction, fileIds: number[]): Promise<RemovedFile[]> {
  if (fileIds.length === 0) return [];
  const ids = [...new Set(fileIds)];
  await tx.select({ id: storedFiles.id }).from(storedFiles).where(inArray(storedFiles.id, ids)).for('update');
  const removed = await tx
    .delete(storedFiles)
    .where(and(inArray(storedFiles.id, ids), whereFileUnreferenced()))
    .returning({ storageKey: storedFiles.storageKey, storageDriver: storedFiles.storageDriver });
  return removed;
}

/** Removes the files (rows and bytes) nothing points at any more; files still attached elsewhere stay. */
export async function discardUnreferencedFiles({ db, storage, fileIds }: { db: Database; storage: FileStorage; fileIds: number[] }) {
  if (fileIds.length === 0) return;
  const removed = await db.transaction((tx) => deleteUnreferencedFileRows(tx, fileIds));
  await removeStoredBytes(storage, removed);
}

/** Removes the bytes of deleted rows from the driver each was in. */
export async function removeStoredBytes(storage: FileStorage, removed: RemovedFile[]) {
  for (const { storageKey, storageDriver } of removed) await storage.driver(storageDriver).remove(storageKey);
}
