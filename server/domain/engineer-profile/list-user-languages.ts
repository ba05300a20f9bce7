import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { engineerLanguages, fluencyLevels, languages } from '../../db/schema';
import type { UserLanguage } from '@/contracts/engineerProfile';

type ListUserLanguagesOptions = { db: Database; userId: number };

/** The languages on the engineer's profile with their fluency, in the order added. */
export async function listUserLanguages({ db, userId }: ListUserLanguagesOptions): Promise<UserLanguage[]> {
  return db
    .select({
      id: engineerLanguages.id,
      language_id: languages.id,
      language: languages.name,
      fluency_level_id: fluencyLevels.id,
      fluency_level: fluencyLevels.name,
    })
    .from(engineerLanguages)
    .innerJoin(languages, eq(languages.id, engineerLanguages.languageId))
    .innerJoin(fluencyLevels, eq(fluencyLevels.id, engineerLanguages.fluencyLevelId))
    .where(eq(engineerLanguages.userId, userId))
    .orderBy(asc(engineerLanguages.id));
}
