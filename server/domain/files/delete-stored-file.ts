import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storedFiles } from '../../db/schema';
import type { FileStorage } from '../../lib/storage';

/** Removes a file's record and its bytes (rows that point at it cascade or are nulled). */
export async function deleteStoredFile({ db, storage, fileId }: { db: Database; storage: FileStorage; fileId: number }) {
  const [row] = await db.delete(storedFiles).where(eq(storedFiles.id, fileId)).returning();
  if (row) await storage.driver(row.storageDriver).remove(row.storageKey);
}
