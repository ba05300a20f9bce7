import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { engineerLanguages, fluencyLevels } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { listUserLanguages } from './list-user-languages';

type UpdateUserLanguageOptions = { db: Database; userId: number; id: number; fluencyLevelId: number };

/** Changes the fluency of one of the engineer's own languages. */
export async function updateUserLanguage({ db, userId, id, fluencyLevelId }: UpdateUserLanguageOptions) {
  const [fluency] = await db.select({ id: fluencyLevels.id }).from(fluencyLevels).where(eq(fluencyLevels.id, fluencyLevelId)).limit(1);
  if (!fluency) throw AppError.field('fluency_level_id', 'Choose a fluency level from the list');
  const [updated] = await db
    .update(engineerLanguages)
    .set({ fluencyLevelId })
    .where(and(eq(engineerLanguages.id, id), eq(engineerLanguages.userId, userId)))
    .returning({ id: engineerLanguages.id });
  if (!updated) throw new AppError('NOT_FOUND', 'Language not found.');
  return listUserLanguages({ db, userId });
}
