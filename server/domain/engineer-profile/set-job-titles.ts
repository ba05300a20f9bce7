import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { engineerJobTitles, jobTitles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { findMissingIds } from './find-missing-ids';
import { getSkillsAndTitles } from './get-skills-and-titles';

type SetJobTitlesOptions = { db: Database; userId: number; jobTitleIds: number[] };

/** Replaces the engineer's job titles with exactly the given set. */
export async function setJobTitles({ db, userId, jobTitleIds }: SetJobTitlesOptions) {
  const ids = [...new Set(jobTitleIds)];
  if ((await findMissingIds({ db, table: jobTitles, ids })).length > 0) throw AppError.field('job_title_ids', 'Choose job titles from the list');
  await db.transaction(async (tx) => {
    await tx.delete(engineerJobTitles).where(eq(engineerJobTitles.userId, userId));
    if (ids.length > 0) await tx.insert(engineerJobTitles).values(ids.map((jobTitleId) => ({ userId, jobTitleId })));
  });
  return getSkillsAndTitles({ db, userId });
}
