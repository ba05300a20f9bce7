// `npm run bench:find-work [-- --sizes=10000,100000,1000000 --seconds=5 --saved-searches=100000 --posts=100 --database=bench_find_work --queries=keyword,pay --port=3000]`:
// a benchmark, not a test. On a scratch PostgreSQL database (--database, default bench_find_work, on DATABASE_URL's server, or
// postgres://root@127.0.0.1:5432; created afresh and dropped at the end) it grows a market to each size and times
// find work, the company's work-order list and one order's details over HTTP against three servers: the API, a bare
// Node server running the same domain functions on the same pool, and a bare http + pg server replaying the very
// statements one API call sent (the limit: what is left above it is Node time); with --port, on that port and the next two
// (else on free ports). Then it prints the plans of those queries.
// Keyword searches are timed the same way; posting an order, and the saved-search alert matching
// after it over --saved-searches searches (all with "Alert me"), are timed in process.
// First: loading the API lets @hono/zod-openapi give zod its .openapi() before any contract schema is built.
import { startBenchApi } from './start-bench-api';
import { parseArgs } from 'node:util';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { COMPANY_ASSIGNMENT_ENDPOINTS, ENGINEER_ASSIGNMENT_ENDPOINTS } from '@/constants';
import { listCompanyAssignments } from '@/server/domain/assignments/list-company-assignments';
import { findOpenAssignments } from '@/server/domain/engineer-assignments/find-open-assignments';
import { getCompanyWorkOrder } from '@/server/domain/lifecycle/get-company-work-order';
import { findWorkQuerySchema } from '@/contracts/engineerAssignments';
import { assignmentListQuerySchema } from '@/contracts/assignment';
import type { Pool } from 'pg';
import type { Database } from '@/server/db/client';
import { env } from '@/server/env';
import { startBareServer } from './find-work-bare';
import { captureStatements, startReplayServer } from './find-work-replay';
import { explainCall } from './find-work-explain';
import { createMarket, seedApplications, seedOrders, TRAVEL_DISTANCE_MILES, type Market } from './find-work-seed';
import { explainAlertMatching, seedSavedSearches, timePostingWithAlerts } from './find-work-alerts';

const DEFAULT_SERVER = 'postgres://root@127.0.0.1:5432/postgres';

function readOptions() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '10000,100000,1000000' },
      seconds: { type: 'string', default: '5' },
      'saved-searches': { type: 'string', default: '100000' },
      posts: { type: 'string', default: '100' },
      database: { type: 'string', default: 'bench_find_work' },
      queries: { type: 'string', default: '' },
      port: { type: 'string', default: '0' },
    },
  });
  const savedSearches = Number(values['saved-searches']);
  const posts = Number(values.posts);
  if (!Number.isInteger(savedSearches) || savedSearches < 0 || !Number.isInteger(posts) || posts < 1) throw new Error('--saved-searches and --posts are whole numbers (posts at least 1)');
  const sizes = values.sizes.split(',').map(Number);
  if (sizes.some((size, index) => !Number.isInteger(size) || size < 1 || (index > 0 && size <= sizes[index - 1]))) throw new Error('--sizes are whole numbers, growing');
  const seconds = Number(values.seconds);
  if (!(seconds > 0)) throw new Error('--seconds must be above 0');
    // Only the timed queries whose name contains one of these words (e.g. --queries=keyword), for a run at 1M that skips the slow ones.
  const only = values.queries.split(',').filter(Boolean);
  const targets = only.length ? TARGETS.filter((target) => only.some((word) => target.name.includes(word))) : TARGETS;
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0) throw new Error('--port is a port number');
  return { sizes, seconds, savedSearches, posts, database: values.database, targets, port };
}

/** The market and the order whose details are read (one of the company's open orders). */
type Bench = Market & { orderId: number };

type Target = { name: string; apiPath: (bench: Bench) => string; barePath: (bench: Bench) => string; token: (bench: Bench) => string; explain: (bench: Bench) => Parameters<typeof explainCall>[1] };

const companyActor = (bench: Bench) => ({ userId: bench.companyUserId, companyId: bench.companyId, customerId: null });
const query = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;
const NEAREST = { per_page: '10' };
const WITHIN = { per_page: '10', within_distance: 'true' };
const COMPANY = { per_page: '10' };
const KEYWORD_COMMON = { per_page: '10', q: 'fiber' };
const KEYWORD_RARE_PREFIX = { per_page: '10', q: 'calib' };
const KEYWORD_WITHIN = { per_page: '10', q: 'rou', within_distance: 'true' };
const HIGHEST_PAY = { per_page: '10', sort_by: 'pay' };

const TARGETS: Target[] = [
  ...[
    ['find work, nearest first', NEAREST],
    [`find work within ${TRAVEL_DISTANCE_MILES} mi (+ remote)`, WITHIN],
    ['find work, keyword "fiber" (1 in 8 orders)', KEYWORD_COMMON],
    ['find work, keyword prefix "calib" (1 in 5,000)', KEYWORD_RARE_PREFIX],
    [`find work, keyword prefix "rou" within ${TRAVEL_DISTANCE_MILES} mi`, KEYWORD_WITHIN],
    ['find work, highest pay first', HIGHEST_PAY],
  ].map(([name, params]) => ({
    name: name as string,
    apiPath: () => `${ENGINEER_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS}${query(params as Record<string, string>)}`,
    barePath: () => `/find-work${query(params as Record<string, string>)}`,
    token: (bench: Bench) => bench.engineerToken,
    explain: (bench: Bench) => (db: Database) => findOpenAssignments({ db, engineerId: bench.engineerId, query: findWorkQuerySchema.parse(params) }),
  })),
  {
    name: 'company work-order list',
    apiPath: () => `${COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS}${query(COMPANY)}`,
    barePath: () => `/company-list${query(COMPANY)}`,
    token: (bench) => bench.companyToken,
    explain: (bench) => (db) => listCompanyAssignments({ db, actor: companyActor(bench), query: assignmentListQuerySchema.parse(COMPANY) }),
  },
  {
    name: 'company work-order details',
    apiPath: (bench) => `${COMPANY_ASSIGNMENT_ENDPOINTS.DETAILS}${query({ id: String(bench.orderId) })}`,
    barePath: (bench) => `/company-details${query({ id: String(bench.orderId) })}`,
    token: (bench) => bench.companyToken,
    explain: (bench) => (db) => getCompanyWorkOrder({ db, actor: companyActor(bench), assignmentId: bench.orderId, includeCounterOffer: false }),
  },
];

/** `cpuPerCall`: ms the bench process's main thread (where both servers run) was busy per answered call. */
type Measured = { p50: number; p99: number; perSecond: number; count: number; errors: number; cpuPerCall: number };

/**
 * Sent before each timed run: enough for V8 to optimise the path being timed. With only a few,
 * the server timed first (the API) ran the shared domain code still unoptimised and the bare
 * server after it did not: find work read up to 1.4× where a warm API reads 1.1–1.2×.
 */
const WARMUP_REQUESTS = 200;

function load(url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<Measured> {
  const worker = new Worker(new URL('./find-work-load.mjs', import.meta.url), { workerData: { url, headers, connections, seconds, warmupRequests: WARMUP_REQUESTS } });
  return new Promise((resolve, reject) => {
    let timedFrom: EventLoopUtilization | undefined;
    worker.once('error', reject);
    worker.on('message', (message: { warm: true } | { samples: number[]; errors: number; seconds: number }) => {
      if ('warm' in message) {
        timedFrom = performance.eventLoopUtilization();
        return;
      }
      const { samples, errors, seconds: elapsed } = message;
      const busy = performance.eventLoopUtilization(timedFrom).active;
      const sorted = [...samples].sort((a, b) => a - b);
      const at = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
      resolve({ p50: at(50), p99: at(99), perSecond: samples.length / elapsed, count: samples.length, errors, cpuPerCall: busy / samples.length });
    });
  });
}

const CONNECTIONS = [1, 10];
const cell = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));

/** The p50 and p99 of the three servers side by side, and the API's p50 over the replay's: the goal is at most 1.3. */
const SIDE_BY_SIDE_HEADER = '| query | conns | API p50 | API p99 | bare p50 | bare p99 | replay p50 | replay p99 | API ÷ replay p50 |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |';

function sideBySide(name: string, connections: number, [api, bare, replay]: Measured[]): string {
  return `| ${name} | ${connections} | ${cell(api.p50)} | ${cell(api.p99)} | ${cell(bare.p50)} | ${cell(bare.p99)} | ${cell(replay.p50)} | ${cell(replay.p99)} | ${(api.p50 / replay.p50).toFixed(2)} |`;
}

/** One of the first company's open orders: the one whose details are read. */
async function pickOrder(pool: Pool, companyId: number): Promise<number> {
  const { rows: [order] } = await pool.query<{ id: number }>('select id from assignments where company_id = $1 and status = 0 order by id limit 1', [companyId]);
  return order.id;
}

async function main() {
  const { sizes, seconds, savedSearches, posts, database, targets, port } = readOptions();
  const api = await startBenchApi({ serverUrl: env.DATABASE_URL ?? DEFAULT_SERVER, name: database, countStatements: true, port });
  process.on('SIGINT', () => void api.close().finally(() => process.exit(130)));
  const { handle, statements } = api;
  if (handle.kind !== 'postgres' || !statements) throw new Error('bench:find-work needs PostgreSQL');
  try {
    console.info(`[bench] ${api.database}; API ${api.baseUrl}; ${seconds} s per run`);
    const market = await createMarket(api.baseUrl, handle.client);
    const bare = await startBareServer({ db: handle.db, engineerId: market.engineerId, companyId: market.companyId, companyUserId: market.companyUserId, port: port && port + 1 });
    const replay = await startReplayServer(handle.client, port && port + 2);
    let seeded = 0;
    const summary: string[] = [];
    const ratios: string[] = [];
    try {
      for (const size of sizes) {
        const started = Date.now();
        await seedOrders(handle.client, seeded + 1, size);
        if (seeded === 0) {
          await seedApplications(handle.client, market.engineerId);
          const searchesStarted = Date.now();
          if (savedSearches) await seedSavedSearches(handle.client, savedSearches);
          console.info(`[bench] ${savedSearches.toLocaleString('en-US')} saved searches with alerts (seeded in ${((Date.now() - searchesStarted) / 1000).toFixed(1)} s)`);
        }
        seeded = size;
        const bench: Bench = { ...market, orderId: await pickOrder(handle.client, market.companyId) };
        console.info(`\n## ${size.toLocaleString('en-US')} orders (seeded in ${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
        console.info('| query | server | conns | p50 ms | p99 ms | req/s | errors | CPU ms/call |\n| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
        const sizeRatios: string[] = [];
        for (const target of targets) {
          const apiUrl = `${api.baseUrl}${target.apiPath(bench)}`;
          const apiHeaders = { authorization: `Bearer ${target.token(bench)}` };
          // Captured at this size: which statements find work sends depends on the table's statistics.
          const sent = await captureStatements(statements, () => fetch(apiUrl, { headers: apiHeaders }));
          replay.script(target.barePath(bench), sent);
          console.info(`| ${target.name} | (replays ${sent.length} statements in ${new Set(sent.map((statement) => statement.roundTrip)).size} round trips) | | | | | | |`);
          for (const connections of CONNECTIONS) {
            const measured: Measured[] = [];
            for (const [server, url, headers] of [
              ['API', apiUrl, apiHeaders],
              ['bare', `${bare.baseUrl}${target.barePath(bench)}`, {}],
              ['replay', `${replay.baseUrl}${target.barePath(bench)}`, {}],
            ] as const) {
              const run = await load(url, headers, connections, seconds);
              measured.push(run);
              const row = `| ${target.name} | ${server} | ${connections} | ${cell(run.p50)} | ${cell(run.p99)} | ${cell(run.perSecond)} | ${run.errors} | ${run.cpuPerCall.toFixed(2)} |`;
              console.info(row);
              summary.push(`| ${size.toLocaleString('en-US')} |${row.slice(1)}`);
            }
            sizeRatios.push(sideBySide(target.name, connections, measured));
          }
        }
        console.info(`\n### API, bare and replay side by side, ${size.toLocaleString('en-US')} orders\n\n${SIDE_BY_SIDE_HEADER}\n${sizeRatios.join('\n')}`);
        ratios.push(...sizeRatios.map((row) => `| ${size.toLocaleString('en-US')} ${row}`));
        const posting = await timePostingWithAlerts(handle.db, handle.client, market, posts);
        const postRows = [
          `| post an order (createAssignment; queued for the alert job) | in process | 1 | ${cell(posting.post.p50)} | ${cell(posting.post.p99)} | - | 0 | - |`,
          `| post an order, then the alert job's matching (until the alerts are committed) | in process | 1 | ${cell(posting.postAndMatch.p50)} | ${cell(posting.postAndMatch.p99)} | - | 0 | - |`,
          `| alert matching alone (${savedSearches.toLocaleString('en-US')} saved searches; ${posting.alertsPerPost.toFixed(1)} alerts per post) | in process | 1 | ${cell(posting.match.p50)} | ${cell(posting.match.p99)} | - | 0 | - |`,
        ];
        for (const row of postRows) {
          console.info(row);
          summary.push(`| ${size.toLocaleString('en-US')} |${row.slice(1)}`);
        }
        console.info(`\n### EXPLAIN (ANALYZE, BUFFERS): the saved-search alert statement for one posted order, ${size.toLocaleString('en-US')} orders\n\n\`\`\`\n${await explainAlertMatching(handle.client, posting.lastId)}\n\`\`\``);
        for (const target of targets) {
          console.info(`\n### EXPLAIN (ANALYZE, BUFFERS): ${target.name}, ${size.toLocaleString('en-US')} orders\n\n\`\`\`\n${await explainCall(handle.client, target.explain(bench))}\n\`\`\``);
        }
      }
      console.info(`\n## All sizes\n\n| orders | query | server | conns | p50 ms | p99 ms | req/s | errors | CPU ms/call |\n| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |\n${summary.join('\n')}`);
      console.info(`\n## API, bare and replay, all sizes\n\n| orders ${SIDE_BY_SIDE_HEADER.replace('\n| ', '\n| ---: | ')}\n${ratios.join('\n')}`);
    } finally {
      await replay.close();
      await bare.close();
    }
  } finally {
    await api.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
