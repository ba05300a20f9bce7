import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/storage';
import { readStoredFile, type StoredFileContent } from '../files/read-stored-file';
import { getOwnDocumentFileIdOrThrow } from './get-own-document-file-id-or-throw';

type ReadUserDocumentOptions = { db: Database; storage: FileStorage; userId: number; id: number };

/** The file of one of the engineer's own documents; anyone else's is not found. */
export async function readUserDocument({ db, storage, userId, id }: ReadUserDocumentOptions): Promise<StoredFileContent> {
  return readStoredFile({ db, storage, fileId: await getOwnDocumentFileIdOrThrow({ db, userId, id }) });
}
