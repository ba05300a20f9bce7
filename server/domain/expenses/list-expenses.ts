import { and, count, eq } from 'drizzle-orm';
import { capPerPage } from '@/contracts/primitives';
import type { ExpenseListQuery } from '@/contracts/expenses';
import type { Database } from '../../db/client';
import { assignments, expenses } from '../../db/schema';
import { getPartyOrderOrThrow } from '../lifecycle/get-party-order-or-throw';
import type { LifecycleParty } from '../lifecycle/lifecycle-party';
import { expenseVisibleTo } from './expense-visible-to';
import { selectExpenses } from './select-expenses';

type ListExpensesOptions = { db: Database; party: LifecycleParty; query: ExpenseListQuery };

/** A page of the expenses the party sees, newest first, optionally of one order (404 unless it is the party's) and one status. */
export async function listExpenses({ db, party, query }: ListExpensesOptions) {
  if (query.assignment_id !== undefined) await getPartyOrderOrThrow({ db, party, assignmentId: query.assignment_id });
  const where = and(
    expenseVisibleTo(party),
    query.assignment_id === undefined ? undefined : eq(expenses.assignmentId, query.assignment_id),
    query.status === undefined ? undefined : eq(expenses.status, query.status),
  );
  const perPage = capPerPage(query.per_page);
  const [data, [{ total }]] = await Promise.all([
    selectExpenses({ db, where, limit: perPage, offset: (query.page - 1) * perPage }),
    db.select({ total: count() }).from(expenses).innerJoin(assignments, eq(assignments.id, expenses.assignmentId)).where(where),
  ]);
  return { total_count: Number(total), data };
}
