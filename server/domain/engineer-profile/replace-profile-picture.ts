import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { publicFilePath } from '../../lib/file-response';
import type { FileStorage } from '../../lib/storage';
import { deleteStoredFile } from '../files/delete-stored-file';
import { storeUpload } from '../files/store-upload';
import { deletePictureFile } from './delete-picture-file';

type ReplaceProfilePictureOptions = { db: Database; storage: FileStorage; userId: number; file: File; maxBytes: number };

/** Stores a new profile picture (PNG, JPEG or WebP), points the user at it and deletes the old one. */
export async function replaceProfilePicture({ db, storage, userId, file, maxBytes }: ReplaceProfilePictureOptions) {
  const stored = await storeUpload({ db, storage, file, kind: 'image', uploadedBy: userId, maxBytes });
  const url = publicFilePath(stored.storageKey);
  try {
    const [before] = await db.select({ picture: users.profilePicture }).from(users).where(eq(users.id, userId)).limit(1);
    await db.update(users).set({ profilePicture: url }).where(eq(users.id, userId));
    await deletePictureFile({ db, storage, userId, url: before?.picture });
  } catch (error) {
    await deleteStoredFile({ db, storage, fileId: stored.id });
    throw error;
  }
  return { profile_picture: url };
}
