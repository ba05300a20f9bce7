import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storedFiles, type StoredFileRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { FileStorage, StoredBytes } from '../../lib/storage';

/** A stored file's record and its bytes as a stream (read it or destroy it). */
export type StoredFileContent = { file: StoredFileRow; content: StoredBytes };

/**
 * The bytes of a stored file, from the driver its row names. Callers check ownership first (or pass `publicOnly` for
 * pictures any visitor may see); a missing file answers 404 like one that is not yours.
 */
export async function readStoredFile({ db, storage, fileId, storageKey, publicOnly = false }: {
  db: Database;
  storage: FileStorage;
  fileId?: number;
  storageKey?: string;
  publicOnly?: boolean;
}): Promise<StoredFileContent> {
  const where = fileId !== undefined ? eq(storedFiles.id, fileId) : eq(storedFiles.storageKey, storageKey ?? '');
  const [file] = await db.select().from(storedFiles).where(where).limit(1);
  if (!file || (publicOnly && !file.isPublic)) throw new AppError('NOT_FOUND', 'File not found.');
  const content = await storage.driver(file.storageDriver).get(file.storageKey);
  if (!content) throw new AppError('NOT_FOUND', 'File not found.');
  return { file, content };
}
