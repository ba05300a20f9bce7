import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { engineerDocuments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { deleteStoredFile } from '../files/delete-stored-file';

type DeleteUserDocumentOptions = { db: Database; storage: FileStorage; userId: number; id: number };

/** Deletes one of the engineer's own documents and its file. */
export async function deleteUserDocument({ db, storage, userId, id }: DeleteUserDocumentOptions) {
  const [document] = await db
    .select({ fileId: engineerDocuments.fileId })
    .from(engineerDocuments)
    .where(and(eq(engineerDocuments.id, id), eq(engineerDocuments.userId, userId)))
    .limit(1);
  if (!document) throw new AppError('NOT_FOUND', 'Document not found.');
  // The document row goes with its file (foreign key cascade).
  await deleteStoredFile({ db, storage, fileId: document.fileId });
}
