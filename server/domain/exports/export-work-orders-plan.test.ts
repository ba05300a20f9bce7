import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ASSIGNMENT_SORT_FIELDS } from '@/constants';
import { workOrderExportQuerySchema } from '@/contracts/exports';
import type { Database } from '../../db/client';
import { createTestCompany, getTestDb } from '../../test/helpers';
import type { CompanyActor } from '../assignments/company-actor';
import { assignmentListSortColumn } from '../assignments/list-company-assignments';
import { workOrderExportPage } from './export-work-orders';

// Every sort of the company's list reads its page of an export from an index (company, sort
// column, id), resuming with the row comparison as the index condition: a page costs its 1,000
// rows, not a sort of the company's remaining orders (which made a 1M-order export quadratic).
// On PostgreSQL only (PGlite has no planner statistics worth the name at this size).

const isPostgres = inject('testDatabase').kind === 'postgres';
const ORDERS_PER_COMPANY = 40_000;

let db: Database;
let actor: CompanyActor;

/** The plan of one export page, resuming after `after` (a row in the middle) or from the start. */
async function planOfPage(sortBy: string, order: string, after?: Record<string, string | null>): Promise<string> {
  const query = workOrderExportQuerySchema.parse({ sort_by: sortBy, order });
  const page = workOrderExportPage({ db, actor, query }, after, 1000);
  const plan = (await db.execute(sql`explain ${page}`)) as unknown as { rows: Record<string, string>[] };
  return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe.runIf(isPostgres)(`export pages at ${ORDERS_PER_COMPANY.toLocaleString('en-US')} orders a company`, () => {
  beforeAll(async () => {
    db = await getTestDb();
    const company = await createTestCompany(db);
    const other = await createTestCompany(db, { email: 'other-company@example.test' });
    actor = { userId: company.user.id, companyId: company.companyId, customerId: null };
    for (const owner of [company, other]) {
      await db.execute(sql`
        insert into assignments (company_id, created_by, status, title, description, start_at, timezone, payment_type_id, fixed_amount, created_at)
        select ${owner.companyId}, ${owner.user.id}, (array[0, 1, 2, 8, 10])[1 + i % 5], 'Order ' || md5(i::text), 'Seeded',
          now() + (i % 365) * interval '1 day', 'America/Chicago', 2, 100, now() - (i % 700) * interval '1 hour'
        from generate_series(1, ${ORDERS_PER_COMPANY}) as i`);
    }
    await db.execute(sql`analyze assignments`);
  }, 300_000);

  it('sorts only by NOT NULL columns, so (column, id) is a key to resume after', () => {
    for (const sortBy of ASSIGNMENT_SORT_FIELDS) expect(assignmentListSortColumn({ sort_by: sortBy }).notNull, sortBy).toBe(true);
  });

  it('reads every sort, both ways, from the company index of its column with the row comparison as index condition', async () => {
    const indexOf: Record<(typeof ASSIGNMENT_SORT_FIELDS)[number], string> = {
      created_at: 'assignments_company_id_created_at_idx',
      start_at: 'assignments_company_id_start_at_idx',
      title: 'assignments_company_id_title_idx',
      status: 'assignments_company_id_status_idx',
    };
    for (const sortBy of ASSIGNMENT_SORT_FIELDS) {
      for (const order of ['asc', 'desc']) {
        const query = workOrderExportQuerySchema.parse({ sort_by: sortBy, order });
        // Where a page resumes: the sort key and id of a row in the middle of the company's orders.
        const rows = (await db.execute(sql`
          select ${assignmentListSortColumn(query)}::text as sort_key, id::text as id from assignments
          where company_id = ${actor.companyId} order by id offset ${ORDERS_PER_COMPANY / 2} limit 1`)) as unknown as { rows: Record<string, string>[] };
        const first = await planOfPage(sortBy, order);
        const resumed = await planOfPage(sortBy, order, rows.rows[0]);
        const label = `${sortBy} ${order}`;
        // The page's ids (the subquery, `assignments_1`) come from the index in its order: no sort of the company's orders.
        // (Only the page's 1,000 joined rows are sorted, at the top.)
        for (const plan of [first, resumed]) {
          expect(plan, label).toMatch(new RegExp(`Index (Only )?Scan (Backward )?using ${indexOf[sortBy]} on assignments assignments_1`));
          expect(plan, label).not.toMatch(/Sort Key: assignments_1\./);
          expect(plan, label).not.toMatch(/Seq Scan on assignments assignments_1/);
        }
        // The resumed page starts in the index at the key: `(col, id) > (…)` (or `<`) is an index condition, not a filter.
        expect(resumed, label).toMatch(
          new RegExp(`Index Cond: \\(\\(company_id = \\d+\\) AND \\(ROW\\(${sortBy}, id\\) ${order === 'asc' ? '>' : '<'} ROW\\(`),
        );
      }
    }
  });
});
