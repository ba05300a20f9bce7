import type { Database } from '../../db/client';
import type { StoredFileRow } from '../../db/schema';
import type { FileStorage } from '../../lib/storage';
import { discardUnreferencedFiles } from '../files/discard-unreferenced-files';
import { storeUpload } from '../files/store-upload';

type StoreAssignmentDocumentsOptions = { db: Database; storage: FileStorage; files: File[]; uploadedBy: number; maxBytes: number };

/**
 * Stores a work order's documents (private files). All or nothing: when one is refused (413,
 * 415) the ones already stored are removed again.
 */
export async function storeAssignmentDocuments({ db, storage, files, uploadedBy, maxBytes }: StoreAssignmentDocumentsOptions): Promise<StoredFileRow[]> {
  const stored: StoredFileRow[] = [];
  try {
    for (const [index, file] of files.entries()) {
      stored.push(await storeUpload({ db, storage, file, kind: 'document', uploadedBy, maxBytes, field: `documents.${index}` }));
    }
    return stored;
  } catch (error) {
    await discardStoredFiles({ db, storage, fileIds: stored.map((file) => file.id) });
    throw error;
  }
}

/**
 * Removes stored files (rows and bytes), e.g. after the order they were for could not be saved,
 * or a document detached from an order; a file a template or another order still attaches stays.
 */
export async function discardStoredFiles({ db, storage, fileIds }: { db: Database; storage: FileStorage; fileIds: number[] }) {
  await discardUnreferencedFiles({ db, storage, fileIds });
}
