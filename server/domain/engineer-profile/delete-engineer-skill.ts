import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { engineerSkills } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { getSkillsAndTitles } from './get-skills-and-titles';

type DeleteEngineerSkillOptions = { db: Database; userId: number; skillId: number };

/** Removes a skill from the engineer's profile. */
export async function deleteEngineerSkill({ db, userId, skillId }: DeleteEngineerSkillOptions) {
  const [deleted] = await db
    .delete(engineerSkills)
    .where(and(eq(engineerSkills.userId, userId), eq(engineerSkills.skillId, skillId)))
    .returning({ skillId: engineerSkills.skillId });
  if (!deleted) throw new AppError('NOT_FOUND', 'That skill is not on your profile.');
  return getSkillsAndTitles({ db, userId });
}
