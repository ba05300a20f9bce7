import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { engineerLanguages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { listUserLanguages } from './list-user-languages';

type DeleteUserLanguageOptions = { db: Database; userId: number; id: number };

/** Removes one of the engineer's own language rows. */
export async function deleteUserLanguage({ db, userId, id }: DeleteUserLanguageOptions) {
  const [deleted] = await db
    .delete(engineerLanguages)
    .where(and(eq(engineerLanguages.id, id), eq(engineerLanguages.userId, userId)))
    .returning({ id: engineerLanguages.id });
  if (!deleted) throw new AppError('NOT_FOUND', 'Language not found.');
  return listUserLanguages({ db, userId });
}
