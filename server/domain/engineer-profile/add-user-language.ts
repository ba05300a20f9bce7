import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { engineerLanguages, fluencyLevels, languages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { listUserLanguages } from './list-user-languages';

type AddUserLanguageOptions = { db: Database; userId: number; languageId: number; fluencyLevelId: number };

/** Adds a language with its fluency; a language already on the profile is a conflict. */
export async function addUserLanguage({ db, userId, languageId, fluencyLevelId }: AddUserLanguageOptions) {
  const [[language], [fluency]] = await Promise.all([
    db.select({ id: languages.id }).from(languages).where(eq(languages.id, languageId)).limit(1),
    db.select({ id: fluencyLevels.id }).from(fluencyLevels).where(eq(fluencyLevels.id, fluencyLevelId)).limit(1),
  ]);
  if (!language) throw AppError.field('language_id', 'Choose a language from the list');
  if (!fluency) throw AppError.field('fluency_level_id', 'Choose a fluency level from the list');

  const [added] = await db
    .insert(engineerLanguages)
    .values({ userId, languageId, fluencyLevelId })
    .onConflictDoNothing()
    .returning({ id: engineerLanguages.id });
  if (!added) throw new AppError('CONFLICT', 'This language is already on your profile.');
  return listUserLanguages({ db, userId });
}
