import type { Database } from '../../db/client';
import { engineerSkills, skills } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { findMissingIds } from './find-missing-ids';
import { getSkillsAndTitles } from './get-skills-and-titles';

type AddEngineerSkillsOptions = { db: Database; userId: number; skillIds: number[] };

/** Adds skills to the profile; skills already there are kept as they are. */
export async function addEngineerSkills({ db, userId, skillIds }: AddEngineerSkillsOptions) {
  const ids = [...new Set(skillIds)];
  if ((await findMissingIds({ db, table: skills, ids })).length > 0) throw AppError.field('skill_ids', 'Choose skills from the list');
  await db
    .insert(engineerSkills)
    .values(ids.map((skillId) => ({ userId, skillId })))
    .onConflictDoNothing();
  return getSkillsAndTitles({ db, userId });
}
