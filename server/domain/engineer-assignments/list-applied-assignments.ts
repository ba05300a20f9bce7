import { and, eq, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { ASSIGNMENT_STATUS } from '@/constants';
import { capPerPage } from '@/contracts/primitives';
import type { Database } from '../../db/client';
import { assignmentApplications, assignments } from '../../db/schema';
import type { AppliedListQuery } from '@/contracts/engineerAssignments';
import { engineerStatusSql } from './engineer-sql';
import { getEngineerHome } from './get-engineer-home';
import { selectEngineerRows } from './select-engineer-rows';

type ListAppliedAssignmentsOptions = { db: Database; engineerId: number; query: AppliedListQuery };

/** My work: orders the engineer applied to (not withdrawn) or is assigned to, newest application first, by engineer-side status. */
export async function listAppliedAssignments({ db, engineerId, query }: ListAppliedAssignmentsOptions) {
  const { home } = await getEngineerHome({ db, engineerId });
  const conditions: (SQL | undefined)[] = [
    or(and(isNotNull(assignmentApplications.id), ne(assignmentApplications.status, 'withdrawn')), eq(assignments.assignedEngineerId, engineerId)),
  ];
  if (query.status !== ASSIGNMENT_STATUS.ALL) conditions.push(sql`${engineerStatusSql(engineerId)} = ${query.status}`);

  return selectEngineerRows({
    db,
    engineerId,
    home,
    where: and(...conditions),
    orderBy: [sql`coalesce(${assignmentApplications.createdAt}, ${assignments.createdAt}) desc`, sql`${assignments.id} desc`],
    page: query.page,
    perPage: capPerPage(query.per_page),
  });
}
