import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { languages } from '../../db/schema';

export async function listLanguages({ db }: { db: Database }) {
  return db
    .select({ id: languages.id, name: languages.name, code: languages.code, native_name: languages.nativeName })
    .from(languages)
    .orderBy(asc(languages.name));
}
