import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storedFiles, type StoredFileRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';

export type StoredFileContent = { file: StoredFileRow; bytes: Uint8Array };

/**
 * The bytes of a stored file. Callers check ownership first (or pass `publicOnly` for
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
  const bytes = await storage.get(file.storageKey);
  if (!bytes) throw new AppError('NOT_FOUND', 'File not found.');
  return { file, bytes };
}
