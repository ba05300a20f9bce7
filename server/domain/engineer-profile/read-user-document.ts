import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { engineerDocuments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { readStoredFile, type StoredFileContent } from '../files/read-stored-file';

type ReadUserDocumentOptions = { db: Database; storage: FileStorage; userId: number; id: number };

/** The file of one of the engineer's own documents; anyone else's is not found. */
export async function readUserDocument({ db, storage, userId, id }: ReadUserDocumentOptions): Promise<StoredFileContent> {
  const [document] = await db
    .select({ fileId: engineerDocuments.fileId })
    .from(engineerDocuments)
    .where(and(eq(engineerDocuments.id, id), eq(engineerDocuments.userId, userId)))
    .limit(1);
  if (!document) throw new AppError('NOT_FOUND', 'Document not found.');
  return readStoredFile({ db, storage, fileId: document.fileId });
}
