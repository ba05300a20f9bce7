import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/storage';
import { deleteStoredFile } from '../files/delete-stored-file';
import { getOwnDocumentFileIdOrThrow } from './get-own-document-file-id-or-throw';

type DeleteUserDocumentOptions = { db: Database; storage: FileStorage; userId: number; id: number };

/** Deletes one of the engineer's own documents and its file. */
export async function deleteUserDocument({ db, storage, userId, id }: DeleteUserDocumentOptions) {
  const fileId = await getOwnDocumentFileIdOrThrow({ db, userId, id });
  // The document row goes with its file (foreign key cascade).
  await deleteStoredFile({ db, storage, fileId });
}
