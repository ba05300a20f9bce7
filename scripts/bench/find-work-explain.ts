import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import * as schema from '@/server/db/schema';
import type { Database } from '@/server/db/client';

// EXPLAIN (ANALYZE, BUFFERS) of what a domain call asks the database: the call runs once on a
// drizzle instance that records its statements, then each statement is explained on the pool.

type Statement = { query: string; params: unknown[] };

/** The plans of every statement `run` sends, slowest first; the ones under `minMs` as one line each. */
export async function explainCall(pool: Pool, run: (db: Database) => Promise<unknown>, minMs = 1): Promise<string> {
  const statements: Statement[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (query, params) => void statements.push({ query, params }) } });
  await run(db);
  const plans = [];
  for (const { query, params } of statements) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${query}`, params);
    const lines = rows.map((row) => row['QUERY PLAN']);
    const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.at(-1) ?? '')?.[1] ?? 0);
    plans.push({ ms, text: ms >= minMs ? [query.replace(/\s+/g, ' ').slice(0, 400), ...lines].join('\n') : `(${ms.toFixed(2)} ms) ${query.replace(/\s+/g, ' ').slice(0, 160)}` });
  }
  return plans
    .sort((a, b) => b.ms - a.ms)
    .map((plan) => plan.text)
    .join('\n\n');
}
