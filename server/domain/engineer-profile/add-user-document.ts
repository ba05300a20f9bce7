import type { Database } from '../../db/client';
import { documentTypes, engineerDocuments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { deleteStoredFile } from '../files/delete-stored-file';
import { storeUpload } from '../files/store-upload';
import { findMissingIds } from './find-missing-ids';
import { listUserDocuments } from './list-user-documents';

type AddUserDocumentOptions = {
  db: Database;
  storage: FileStorage;
  userId: number;
  documentTypeId: number;
  file: File;
  maxBytes: number;
};

/** Stores a private document (PDF, image, Word or Excel) of the given type on the engineer's profile. */
export async function addUserDocument({ db, storage, userId, documentTypeId, file, maxBytes }: AddUserDocumentOptions) {
  if ((await findMissingIds({ db, table: documentTypes, ids: [documentTypeId] })).length > 0) {
    throw AppError.field('document_type_id', 'Choose a document type from the list');
  }
  const stored = await storeUpload({ db, storage, file, kind: 'document', uploadedBy: userId, maxBytes });
  try {
    const [row] = await db.insert(engineerDocuments).values({ userId, documentTypeId, fileId: stored.id }).returning({ id: engineerDocuments.id });
    const [document] = await listUserDocuments({ db, userId, documentId: row.id });
    return document;
  } catch (error) {
    await deleteStoredFile({ db, storage, fileId: stored.id });
    throw error;
  }
}
