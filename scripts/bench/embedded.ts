// `npm run bench:embedded [-- --orders 10000 --seconds 15 --idle-seconds 60]`: a benchmark, not a test. Needs a
// production build (`npm run build`). For the embedded database (PGlite in a temp dir) and, when
// DATABASE_URL is set, PostgreSQL (a scratch database on that server), with the same data: the
// portal's cold start, the p50 of a request that touches no database (GET /health) idle and
// while 10 clients run find-work, find-work and work-order details p50, and the resident memory
// of the web server (after start, after the load, and after `--idle-seconds` idle) and of the
// database's process.
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ENGINEER_ASSIGNMENT_ENDPOINTS } from '@/constants';
import { DEMO_ENGINEERS, DEMO_PASSWORD } from '@/server/seed/demo-accounts';
import { prepareEmbedded, preparePostgres, type BenchTarget } from './embedded-data';
import { readTreeMemory, startServer, type RunningServer } from './embedded-server';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '15' },
    'idle-seconds': { type: 'string', default: '60' },
    port: { type: 'string', default: '3290' },
  },
});
const ORDERS = Number(values.orders);
const LOAD_SECONDS = Number(values.seconds);
/** How long the server is left idle after the load before its memory is read again (V8 gives memory back when idle). */
const IDLE_SECONDS = Number(values['idle-seconds']);
const PORT = Number(values.port);
const LOAD_CLIENTS = 10;

type Result = Record<string, string | number>;

const p50 = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.floor(sorted.length / 2)] * 10) / 10 : Number.NaN;
};

/** Times one GET; a non-2xx answer stops the run (a benchmark of errors measures nothing). */
async function timedGet(url: string, token?: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${body.slice(0, 200)}`);
  return performance.now() - started;
}

async function signIn(baseUrl: string): Promise<string> {
  const { email } = DEMO_ENGINEERS[0];
  const password = DEMO_PASSWORD;
  const response = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, role: 'field_engineer' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function repeat(times: number, task: () => Promise<number>): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < times; index += 1) samples.push(await task());
  return samples;
}

/** The web server is the biggest process that is not the database's (a launcher may sit above it). */
function webMemory(server: RunningServer): number {
  const memory = readTreeMemory(server.process.pid!).filter((entry) => entry.name !== 'database process');
  return Math.max(...memory.map((entry) => entry.rssMb));
}

async function measure(target: BenchTarget): Promise<Result> {
  const server: RunningServer = await startServer(PORT, { NEXTAUTH_SECRET: 'bench-secret-value-0123456789abcdef', ...target.env });
  try {
    const { baseUrl } = server;
    const startedMemory = webMemory(server);
    const token = await signIn(baseUrl);
    const findWorkUrl = `${baseUrl}${ENGINEER_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS}?page=1&per_page=10`;
    const first = await fetch(findWorkUrl, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.json() as Promise<{ data: { total_count: number; data: { id: number }[] } }>);
    const detailsUrl = `${baseUrl}${ENGINEER_ASSIGNMENT_ENDPOINTS.DETAILS}?id=${first.data.data[0].id}`;
    const health = () => timedGet(`${baseUrl}/health`);
    const findWork = () => timedGet(findWorkUrl, token);
    const details = () => timedGet(detailsUrl, token);

    await repeat(30, findWork);
    await repeat(30, details);
    await repeat(50, health);
    const healthIdle = await repeat(300, health);
    const findWorkIdle = await repeat(100, findWork);
    const detailsIdle = await repeat(100, details);

    const until = performance.now() + LOAD_SECONDS * 1000;
    const underLoad: number[] = [];
    const loadClient = async () => {
      while (performance.now() < until) underLoad.push(await findWork());
    };
    const healthUnderLoad: number[] = [];
    const healthClient = async () => {
      while (performance.now() < until) {
        healthUnderLoad.push(await health());
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await Promise.all([...Array.from({ length: LOAD_CLIENTS }, loadClient), healthClient()]);

    await new Promise((resolve) => setTimeout(resolve, 3000));
    const afterLoad = webMemory(server);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const memory = readTreeMemory(server.process.pid!);
    const database = memory.filter((entry) => entry.name === 'database process');
    console.info(`[bench] ${target.label} processes: ${memory.map((entry) => `${entry.name} ${entry.rssMb} MB`).join(', ')}`);
    return {
      database: target.label,
      'open orders': first.data.total_count,
      'cold start ms': Math.round(server.coldStartMs),
      'health p50 idle ms': p50(healthIdle),
      [`health p50 under ${LOAD_CLIENTS}× find-work ms`]: p50(healthUnderLoad),
      'find-work p50 ms': p50(findWorkIdle),
      [`find-work p50 at ${LOAD_CLIENTS} clients ms`]: p50(underLoad),
      'find-work per s at 10 clients': Math.round(underLoad.length / LOAD_SECONDS),
      'details p50 ms': p50(detailsIdle),
      'web server RSS after start MB': startedMemory,
      'web server RSS 3 s after the load MB': afterLoad,
      [`web server RSS ${IDLE_SECONDS} s after the load MB`]: webMemory(server),
      'database process RSS MB': database.reduce((sum, entry) => sum + entry.rssMb, 0) || '—',
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  if (!existsSync(path.resolve('.next/BUILD_ID'))) throw new Error('No production build: run `npm run build` first.');
  const directory = await mkdtemp(path.join(tmpdir(), 'bench-embedded-'));
  const results: Result[] = [];
  try {
    const targets: (() => Promise<BenchTarget>)[] = [() => prepareEmbedded(path.join(directory, 'pglite'), ORDERS)];
    if (process.env.DATABASE_URL) targets.push(() => preparePostgres(process.env.DATABASE_URL!, ORDERS));
    for (const prepare of targets) {
      const target = await prepare();
      try {
        console.info(`[bench] ${target.label}: measuring…`);
        results.push(await measure(target));
      } finally {
        await target.drop();
      }
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
  const keys = Object.keys(results[0]);
  console.info(['', `| measure | ${results.map((result) => result.database).join(' | ')} |`, `| --- |${results.map(() => ' --- |').join('')}`, ...keys.slice(1).map((key) => `| ${key} | ${results.map((result) => result[key]).join(' | ')} |`)].join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
