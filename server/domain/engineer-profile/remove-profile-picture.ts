import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { FileStorage } from '../../lib/storage';
import { deletePictureFile } from './delete-picture-file';

type RemoveProfilePictureOptions = { db: Database; storage: FileStorage; userId: number };

/** Clears the profile picture and deletes its file; nothing to remove is not an error. */
export async function removeProfilePicture({ db, storage, userId }: RemoveProfilePictureOptions) {
  const [before] = await db.select({ picture: users.profilePicture }).from(users).where(eq(users.id, userId)).limit(1);
  await db.update(users).set({ profilePicture: null }).where(eq(users.id, userId));
  await deletePictureFile({ db, storage, userId, url: before?.picture });
  return { profile_picture: null };
}
