import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import { ROLE_IDS } from '@/constants';
import type { AssignmentInput } from '@/contracts/assignment';
import type { Database } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { createAssignment } from '@/server/domain/assignments/create-assignment';
import { alertQueuedSavedSearches } from '@/server/domain/saved-searches/alert-queued-saved-searches';
import { alertSavedSearches } from '@/server/domain/saved-searches/alert-saved-searches';
import { env } from '@/server/env';
import { createFileStorage } from '@/server/lib/storage';
import { BENCH_WORDS, type Market } from './find-work-seed';

// The find-work benchmark's saved searches: engineers (written with SQL, up to 10 searches each,
// every one with "Alert me"), and the timing of posting an order with the alert matching in it.

const SEARCHES_PER_ENGINEER = 10;

/**
 * `count` saved searches with alerts, for count / 10 engineers living around US cities (50 mi):
 * half with keywords (one of the seeded title words, sometimes with a prefix of another), half
 * with two of the first 20 skills; 70 % within the travel distance; some with a minimum pay or a
 * payment type.
 */
export async function seedSavedSearches(pool: Pool, count: number): Promise<void> {
  const engineers = Math.ceil(count / SEARCHES_PER_ENGINEER);
  const words = `array[${BENCH_WORDS.map((word) => `'${word}'`).join(', ')}]`;
  await pool.query(
    `with made as (
       insert into users (role_id, first_name, last_name, email, password_hash, email_verified_at)
       select ${ROLE_IDS.FIELD_ENGINEER}, 'Saved', 'Searcher ' || g, 'bench-searcher-' || g || '@example.test', 'x', now()
       from generate_series(1, $1::int) g
       returning id)
     insert into engineers (user_id, travel_distance, country_id, state_id, city_id, latitude, longitude)
     select made.id, 50, ci.country_id, ci.state_id, ci.id, ci.latitude, ci.longitude
     from made cross join lateral (select random() + made.id * 0 as r) r
     join bench_cities ci on ci.n = 1 + floor(r.r * (select count(*) from bench_cities))::int`,
    [engineers],
  );
  await pool.query(
    `insert into saved_searches (engineer_id, name, q, skill_ids, payment_type, min_pay, within_distance, alert)
     select e.user_id, 'Search ' || k, 
       case when r.a < 0.5 then (${words})[1 + floor(r.w * 8)::int] || case when r.b < 0.5 then ' ' || substr((${words})[1 + floor(r.v * 8)::int], 1, 3) else '' end end,
       case when r.a >= 0.5 then array[1 + floor(r.w * 20)::int, 1 + floor(r.v * 20)::int] else '{}'::integer[] end,
       case when r.c < 0.2 then 2 end,
       case when r.c >= 0.2 and r.c < 0.4 then 300 end,
       r.v < 0.7, true
     from engineers e join users u on u.id = e.user_id and u.email like 'bench-searcher-%'
     cross join generate_series(1, ${SEARCHES_PER_ENGINEER}) k
     cross join lateral (select random() + k * 0 + e.id * 0 as a, random() + k * 0 as b, random() + k * 0 as c, random() + k * 0 as w, random() + k * 0 as v) r
     limit $1`,
    [count],
  );
  await pool.query('vacuum analyze users, engineers, saved_searches');
}

type Timing = { p50: number; p99: number; count: number };

const percentiles = (samples: number[]): Timing => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return { p50: at(50), p99: at(99), count: samples.length };
};

/** A fixed-price order around Dallas (where many seeded searches live), with two skills and a seeded word. */
function benchOrder(place: { country_id: number; state_id: number; city_id: number }, index: number): AssignmentInput {
  const start = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  return {
    basic_info: { title: `Bench post ${index} ${BENCH_WORDS[index % BENCH_WORDS.length]}`, category_id: 1, description: 'Posted by npm run bench:find-work.', skill_ids: [1, 5], job_title_id: 1 },
    location: { location_type: 1, address_line1: '1 Main St', country_id: place.country_id, state_id: place.state_id, city_id: place.city_id, zip: '75201' },
    scheduling: { schedule_type: 'exact', start_date: start, start_time: '09:00', timezone: 'America/Chicago' },
    pricing: { payment_type: 2, fixed_amount: 450, payment_day_id: 1 },
    deliverables: [],
  } as unknown as AssignmentInput;
}

/**
 * Posts `posts` orders one after another as the company does (createAssignment: the order, its
 * skills, the event, queued for the alerts) and times each, then the alert job's run that matches
 * it (alertQueuedSavedSearches, as the periodic job runs it after the commit): `post` is what the
 * company waits for, `postAndMatch` the time from posting until the alerts are committed. Then
 * times the matching statement alone for the last order (rolled back, so it matches afresh each time).
 */
export async function timePostingWithAlerts(
  db: Database,
  pool: Pool,
  market: Market,
  posts: number,
): Promise<{ post: Timing; postAndMatch: Timing; match: Timing; alertsPerPost: number; lastId: number }> {
  const directory = await mkdtemp(path.join(tmpdir(), 'bench-posts-'));
  const storage = createFileStorage({ getDb: () => db, settings: { ...env, UPLOAD_DIR: directory }, current: 'disk' });
  const { rows: [dallas] } = await pool.query<{ country_id: number; state_id: number; city_id: number }>(
    `select c.country_id, c.state_id, c.id as city_id from cities c join states s on s.id = c.state_id where c.name = 'Dallas' and s.name = 'Texas'`,
  );
  const actor = { userId: market.companyUserId, companyId: market.companyId, customerId: null };
  const postTimes: number[] = [];
  const postAndMatchTimes: number[] = [];
  const postedIds: number[] = [];
  let lastId = 0;
  try {
    for (let index = 0; index < posts; index += 1) {
      const started = performance.now();
      lastId = await createAssignment({ db, storage, actor, input: benchOrder(dallas, index), documents: [], maxBytes: 1024 });
      postedIds.push(lastId);
      postTimes.push(performance.now() - started);
      await alertQueuedSavedSearches({ db });
      postAndMatchTimes.push(performance.now() - started);
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
  // This call's posts only: the posts of a smaller size before it are still in the market.
  const { rows: [{ alerts }] } = await pool.query<{ alerts: string }>(`select count(*) as alerts from saved_search_alerts where assignment_id = any($1::int[])`, [postedIds]);
  const matchTimes: number[] = [];
  const rollback = new Error('rolled back');
  for (let index = 0; index < Math.min(posts, 50); index += 1) {
    const started = performance.now();
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from saved_search_alerts where assignment_id = ${lastId}`);
        await alertSavedSearches(tx, { assignmentIds: [lastId] });
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    matchTimes.push(performance.now() - started);
  }
  return { post: percentiles(postTimes), postAndMatch: percentiles(postAndMatchTimes), match: percentiles(matchTimes), alertsPerPost: Number(alerts) / posts, lastId };
}

/** EXPLAIN (ANALYZE, BUFFERS) of the alert statement for one posted order, matched afresh in a transaction rolled back. */
export async function explainAlertMatching(pool: Pool, assignmentId: number): Promise<string> {
  const statements: { query: string; params: unknown[] }[] = [];
  const recording = drizzle(pool, { schema, logger: { logQuery: (query, params) => void statements.push({ query, params }) } });
  const rollback = new Error('rolled back');
  await recording
    .transaction(async (tx) => {
      await alertSavedSearches(tx, { assignmentIds: [assignmentId] });
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  const statement = statements.find(({ query }) => query.includes('insert into "saved_search_alerts"'));
  if (!statement) return '(the alert statement was not found)';
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local jit = off');
    await client.query('delete from saved_search_alerts where assignment_id = $1', [assignmentId]);
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.query}`, statement.params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('rollback');
    client.release();
  }
}
