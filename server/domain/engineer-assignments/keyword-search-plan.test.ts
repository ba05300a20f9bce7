import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { findWorkQuerySchema } from '@/contracts/engineerAssignments';
import type { Database } from '../../db/client';
import { countStatements, type StatementCounter } from '../../db/statement-counter';
import { createTestCompany, createTestEngineer, getTestDatabaseHandle, getTestDb, type TestAccount } from '../../test/helpers';
import { findOpenAssignments } from './find-open-assignments';

// Keyword search reads the GIN index on the search document: at 100,000 open orders, every query
// find work sends for a keyword search plans a scan of assignments_search_vector_idx. On
// PostgreSQL only (PGlite has no planner statistics worth the name at this size).

const isPostgres = inject('testDatabase').kind === 'postgres';
const ORDERS = 100_000;
const WORDS = ['fiber', 'rack', 'kiosk', 'router', 'terminal', 'camera', 'printer', 'survey'];

let db: Database;
let pool: Pool;
let counter: StatementCounter;
let engineer: TestAccount;

/** Runs find work, then explains each statement it sent that reads assignments (the keyword count, the page, the count). */
async function plansOfFindWork(query: Record<string, string>): Promise<string[]> {
  const { tally } = await counter.measure(() => findOpenAssignments({ db, engineerId: engineer.user.id, query: findWorkQuerySchema.parse(query) }));
  const plans: string[] = [];
  for (const { query: sent, values } of tally.sent) {
    const text = typeof sent === 'string' ? sent : (sent as { text: string }).text;
    if (!text.includes('"assignments"')) continue;
    const plan = await pool.query<Record<string, string>>({ text: `explain ${text}`, values: values as unknown[] });
    plans.push(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  return plans;
}

describe.runIf(isPostgres)('keyword search at 100,000 orders', () => {
  beforeAll(async () => {
    db = await getTestDb();
    const handle = await getTestDatabaseHandle();
    if (handle.kind !== 'postgres') throw new Error('PostgreSQL only');
    pool = handle.client;
    counter = countStatements(handle);
    const company = await createTestCompany(db);
    engineer = await createTestEngineer(db);
    const words = sql.raw(`array[${WORDS.map((word) => `'${word}'`).join(', ')}]`);
    await db.execute(sql`
      insert into assignments (company_id, created_by, title, description, search_terms, start_at, timezone, payment_type_id, fixed_amount)
      select ${company.companyId}, ${company.user.id},
        'Job ' || i || ' ' || (${words})[1 + i % 8] || case when i % 10000 = 0 then ' zqrareword' else '' end,
        'Install and test the ' || (${words})[1 + (i / 8) % 8] || ' equipment, number ' || i,
        'Network Cabling Field Engineer',
        now() + (i % 90 + 1) * interval '1 day', 'America/Chicago', 2, 100 + i % 500
      from generate_series(1, ${ORDERS}) as i`);
    await db.execute(sql`analyze assignments`);
  }, 300_000);

  it('uses the GIN index for a keyword search, by word and by prefix, in every sort', async () => {
    const queries: Record<string, string>[] = [{ q: 'zqrareword' }, { q: 'zqrare', sort_by: 'start_at' }, { q: 'zqrare', sort_by: 'pay' }, { q: 'zqrareword kiosk', sort_by: 'created_at' }];
    for (const query of queries) {
      const plans = await plansOfFindWork(query);
      expect(plans.length, JSON.stringify(query)).toBeGreaterThan(0);
      for (const plan of plans) expect(plan, JSON.stringify(query)).toContain('assignments_search_vector_idx');
    }
  });

  it('finds the ten orders with the rare word', async () => {
    const result = await findOpenAssignments({ db, engineerId: engineer.user.id, query: findWorkQuerySchema.parse({ q: 'zqrar', per_page: '50' }) });
    expect(result.total_count).toBe(10);
  });
});
