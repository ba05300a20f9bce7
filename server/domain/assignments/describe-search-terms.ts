import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobTitles, skills } from '../../db/schema';

type DescribeSearchTermsOptions = { db: Database; skillIds: readonly number[]; jobTitleId: number | null | undefined };

/**
 * An order's `search_terms`: the names of its skills, then of its job title, space-separated, so
 * keyword search (the generated `search_vector`) finds an order by them. Every place that posts an
 * order or changes its skills or job title sets the column with this.
 */
export async function describeSearchTerms({ db, skillIds, jobTitleId }: DescribeSearchTermsOptions): Promise<string> {
  const unique = [...new Set(skillIds)];
  const [skillRows, titleRows] = await Promise.all([
    unique.length ? db.select({ name: skills.name }).from(skills).where(inArray(skills.id, unique)).orderBy(asc(skills.name)) : [],
    jobTitleId ? db.select({ name: jobTitles.name }).from(jobTitles).where(eq(jobTitles.id, jobTitleId)) : [],
  ]);
  return joinSearchTerms(
    skillRows.map((row) => row.name),
    titleRows[0]?.name,
  );
}

/** Skill names in alphabetical order, then the job title, space-separated. */
export function joinSearchTerms(skillNames: readonly string[], jobTitleName: string | undefined): string {
  return [...[...skillNames].sort((a, b) => a.localeCompare(b)), ...(jobTitleName ? [jobTitleName] : [])].join(' ');
}
