import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { engineerJobTitles, engineerSkills, jobTitles, skills } from '../../db/schema';
import type { SkillsAndTitles } from '@/contracts/engineerProfile';

type GetSkillsAndTitlesOptions = { db: Database; userId: number };

/** The engineer's skills and job titles, each by name. */
export async function getSkillsAndTitles({ db, userId }: GetSkillsAndTitlesOptions): Promise<SkillsAndTitles> {
  const [skillRows, titleRows] = await Promise.all([
    db
      .select({ id: skills.id, name: skills.name })
      .from(engineerSkills)
      .innerJoin(skills, eq(skills.id, engineerSkills.skillId))
      .where(eq(engineerSkills.userId, userId))
      .orderBy(asc(skills.name)),
    db
      .select({ id: jobTitles.id, name: jobTitles.name })
      .from(engineerJobTitles)
      .innerJoin(jobTitles, eq(jobTitles.id, engineerJobTitles.jobTitleId))
      .where(eq(engineerJobTitles.userId, userId))
      .orderBy(asc(jobTitles.name)),
  ]);
  return { skills: skillRows, job_titles: titleRows };
}
