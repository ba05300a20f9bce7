import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ASSIGNMENT_STATUS, type AssignmentStatus } from '@/constants';
import { capPerPage } from '@/contracts/primitives';
import type { Database } from '../../db/client';
import { prepareByShape, type SqlValue } from '../../db/prepare-by-shape';
import { assignmentApplications, assignments, categories, cities, customers, states, users } from '../../db/schema';
import type { AssignmentListQuery, AssignmentSummary } from '@/contracts/assignment';
import { assignmentVisibleTo, type CompanyActor } from './company-actor';
import { countCapFor, countRowsQuery, toCappedTotal } from './count-up-to';
import { summaryNameColumns, toAssignmentSummary } from './to-assignment-summary';
import { isApplicant } from './is-applicant';

type ListCompanyAssignmentsOptions = { db: Database; actor: CompanyActor; query: AssignmentListQuery };

const SORT_COLUMNS = {
  created_at: assignments.createdAt,
  start_at: assignments.startAt,
  title: assignments.title,
  status: assignments.status,
} as const;

/** `%`, `_` and `\` typed by a user match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The engineers on the order's talent list. */
export const applicantCount = sql<number>`(
  select count(*)::int from ${assignmentApplications}
  where ${assignmentApplications.assignmentId} = ${assignments.id}
    and ${isApplicant}
)`;

/** The list's filters as values: a status (none for All) and the search's LIKE pattern, when given. */
type ListFilters = { status?: SqlValue<number>; pattern?: SqlValue<string> };

const toListFilters = (query: Pick<AssignmentListQuery, 'status' | 'search'>): ListFilters => ({
  status: query.status !== ASSIGNMENT_STATUS.ALL ? query.status : undefined,
  pattern: query.search ? `%${escapeLike(query.search)}%` : undefined,
});

/** The orders the actor sees, with the status and the pattern (title or description) given: values or placeholders. */
function listWhereSql(actor: Parameters<typeof assignmentVisibleTo>[0], { status, pattern }: ListFilters): SQL {
  const conditions: SQL[] = [assignmentVisibleTo(actor)];
  // The contract lets only the filter's status codes through (its type says number).
  if (status !== undefined) conditions.push(eq(assignments.status, status as AssignmentStatus));
  if (pattern !== undefined) conditions.push(or(ilike(assignments.title, pattern), ilike(assignments.description, pattern))!);
  return and(...conditions)!;
}

/** The filter of the list (and of its export): the orders the actor sees, by status, searched in title and description. */
export const assignmentListWhere = (actor: CompanyActor, query: Pick<AssignmentListQuery, 'status' | 'search'>): SQL => listWhereSql(actor, toListFilters(query));

/** The column the list is sorted by (NOT NULL, so with the id it is a key to resume after). */
export const assignmentListSortColumn = (query: Pick<AssignmentListQuery, 'sort_by'>) => SORT_COLUMNS[query.sort_by];

/** The list's order: the chosen column, then the id, both in the chosen direction. */
export function assignmentListOrder(query: Pick<AssignmentListQuery, 'sort_by' | 'order'>): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  return [direction(assignmentListSortColumn(query)), direction(assignments.id)];
}

/** What the text of the list's statements depends on; everything else is a value (see prepareByShape). */
type ListShape = { customer: boolean; status: boolean; search: boolean } & Pick<AssignmentListQuery, 'sort_by' | 'order'>;

/** The placeholders of the list's statements. */
const p = {
  companyId: sql.placeholder('companyId'),
  customerId: sql.placeholder('customerId'),
  status: sql.placeholder('status'),
  pattern: sql.placeholder('pattern'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  countLimit: sql.placeholder('countLimit'),
};

/** The list's page and count for a shape. */
function prepareList(db: Database, shape: ListShape) {
  const actor = { companyId: p.companyId, customerId: shape.customer ? p.customerId : null };
  const where = listWhereSql(actor, { status: shape.status ? p.status : undefined, pattern: shape.search ? p.pattern : undefined });
  const customerUsers = alias(users, 'customer_users');
  const engineerUsers = alias(users, 'engineer_users');
  const orderBy = assignmentListOrder(shape);
  // The page is chosen on assignments alone (in index order for the default sort), and only
  // its rows are joined to their names.
  const pageIds = db.select({ id: assignments.id }).from(assignments).where(where).orderBy(...orderBy).limit(p.limit).offset(p.offset);
  const page = db
    .select({
      order: assignments,
      ...summaryNameColumns,
      customerFirstName: customerUsers.firstName,
      customerLastName: customerUsers.lastName,
      engineerFirstName: engineerUsers.firstName,
      engineerLastName: engineerUsers.lastName,
      applicantCount,
    })
    .from(assignments)
    .leftJoin(categories, eq(categories.id, assignments.categoryId))
    .leftJoin(cities, eq(cities.id, assignments.cityId))
    .leftJoin(states, eq(states.id, assignments.stateId))
    .leftJoin(customers, eq(customers.id, assignments.customerId))
    .leftJoin(customerUsers, eq(customerUsers.id, customers.userId))
    .leftJoin(engineerUsers, eq(engineerUsers.id, assignments.assignedEngineerId))
    .where(inArray(assignments.id, pageIds))
    .orderBy(...orderBy);
  return { page: page.prepare(''), count: countRowsQuery(db, db.select({ id: assignments.id }).from(assignments).where(where), p.countLimit).prepare('') };
}

/** A page of the orders the actor sees: filtered by status, searched in title and description, sorted; counted up to a cap. */
export async function listCompanyAssignments({ db, actor, query }: ListCompanyAssignmentsOptions) {
  const filters = toListFilters(query);
  const shape: ListShape = { customer: actor.customerId !== null, status: filters.status !== undefined, search: filters.pattern !== undefined, sort_by: query.sort_by, order: query.order };
  const { page, count } = prepareByShape(db, 'company_list', JSON.stringify(shape), () => prepareList(db, shape));
  const limit = capPerPage(query.per_page);
  const cap = countCapFor(query.page, limit);
  const values = { companyId: actor.companyId, customerId: actor.customerId, ...filters, limit, offset: (query.page - 1) * limit, countLimit: cap + 1 };
  // Sent together.
  const [rows, [{ total }]] = await Promise.all([page.execute(values), count.execute(values)]);

  const data: AssignmentSummary[] = rows.map(({ order, ...row }) => ({
    ...toAssignmentSummary(order, row),
    applicant_count: Number(row.applicantCount),
    customer_id: order.customerId,
    customer_name: row.customerFirstName ? `${row.customerFirstName} ${row.customerLastName}` : null,
    assigned_engineer_name: row.engineerFirstName ? `${row.engineerFirstName} ${row.engineerLastName}` : null,
  }));
  return { ...toCappedTotal(total, cap), data };
}
