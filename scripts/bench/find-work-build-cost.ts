// `npx tsx scripts/bench/find-work-build-cost.ts`: CPU ms per call that find work and the company
// list spend in Node building their statements and reading answers, with no database: the driver
// answers at once (a home in Dallas, a count of 5, no rows). The Node time the replay target of
// bench:find-work leaves over, without the network and a server's noise.
import { drizzle } from 'drizzle-orm/node-postgres';
import { assignmentListQuerySchema } from '@/contracts/assignment';
import { findWorkQuerySchema } from '@/contracts/engineerAssignments';
import type { Database } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { listCompanyAssignments } from '@/server/domain/assignments/list-company-assignments';
import { findOpenAssignments } from '@/server/domain/engineer-assignments/find-open-assignments';

const CALLS = 2000;
const WARMUP = 300;

const client = {
  query: async (query: { text?: string } | string) => {
    const text = typeof query === 'string' ? query : (query.text ?? '');
    if (text.includes('as total')) return { rows: [{ total: 5 }], fields: [] };
    if (text.startsWith('select "latitude"')) return { rows: [[32.78, -96.8, 50]], fields: [] };
    return { rows: [], fields: [] };
  },
};
const db = drizzle(client as never, { schema }) as unknown as Database;

async function time(label: string, run: () => Promise<unknown>) {
  for (let index = 0; index < WARMUP; index += 1) await run();
  const started = process.cpuUsage();
  for (let index = 0; index < CALLS; index += 1) await run();
  const used = process.cpuUsage(started);
  console.info(`${label}: ${((used.user + used.system) / 1000 / CALLS).toFixed(2)} CPU ms/call`);
}

await time('find work, nearest first', () => findOpenAssignments({ db, engineerId: 5, query: findWorkQuerySchema.parse({ per_page: '10' }) }));
await time('find work within the travel distance', () => findOpenAssignments({ db, engineerId: 5, query: findWorkQuerySchema.parse({ per_page: '10', within_distance: 'true' }) }));
await time('company list', () => listCompanyAssignments({ db, actor: { userId: 1, companyId: 1, customerId: null }, query: assignmentListQuerySchema.parse({ per_page: '10' }) }));
