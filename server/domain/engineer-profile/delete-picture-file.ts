import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storedFiles } from '../../db/schema';
import type { FileStorage } from '../../lib/storage';
import { deleteStoredFile } from '../files/delete-stored-file';

type DeletePictureFileOptions = { db: Database; storage: FileStorage; userId: number; url: string | null | undefined };

/** Deletes the stored file behind a picture URL (publicFilePath form) when this user uploaded it. */
export async function deletePictureFile({ db, storage, userId, url }: DeletePictureFileOptions) {
  const storageKey = url?.split('/').pop();
  if (!storageKey) return;
  const [file] = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.storageKey, storageKey), eq(storedFiles.uploadedBy, userId)))
    .limit(1);
  if (file) await deleteStoredFile({ db, storage, fileId: file.id });
}
