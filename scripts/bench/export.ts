// `npm run bench:export [-- --sizes=100000,1000000] [--sorts=created_at:desc,title:asc] [--database=bench_export]`:
// a benchmark, not a test. On a scratch PostgreSQL database (bench_export by default, on
// DATABASE_URL's server; dropped at the end) it grows one company's work orders to each size and
// downloads GET /customers/export-work-orders (every order, in each of the list's sorts asked for,
// the default newest first unless told) from the API running in a child process: time to first byte
// and to the first order's row, total time, rows/s, MB/s, and the API process's peak RSS growth
// over its RSS just before the export (sampled from /proc every 10 ms, and its high-water mark),
// after a warm-up export of a fiftieth of the orders.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { API_V1_BASE, ASSIGNMENT_SORT_FIELDS, AUTH_ENDPOINTS, EXPORT_ENDPOINTS } from '@/constants';
import { createDatabase } from '@/server/db/client';
import { env } from '@/server/env';
import { seedReferenceData } from '@/server/seed/seed-reference-data';
import { databaseUrl, quoteIdentifier, withServer } from '@/server/test/test-database';
import { callApi } from './bench-client';
import { seedExportOrders } from './export-seed';

const PASSWORD = 'Bench12345';

function readOptions() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '100000,1000000' },
      sorts: { type: 'string', default: 'created_at:desc' },
      database: { type: 'string', default: 'bench_export' },
    },
  });
  const sizes = values.sizes.split(',').map(Number);
  if (sizes.some((size, index) => !Number.isInteger(size) || size < 1 || (index > 0 && size <= sizes[index - 1]))) throw new Error('--sizes are whole numbers, growing');
  const sorts = values.sorts.split(',').map((sort) => {
    const [sortBy, order = 'desc'] = sort.split(':');
    if (!(ASSIGNMENT_SORT_FIELDS as readonly string[]).includes(sortBy) || (order !== 'asc' && order !== 'desc')) {
      throw new Error(`--sorts are <${ASSIGNMENT_SORT_FIELDS.join('|')}>:<asc|desc>, comma-separated`);
    }
    return { sortBy, order };
  });
  if (!/^[a-z_][a-z0-9_]*$/.test(values.database)) throw new Error('--database is a plain lower-case name (it is dropped and made again)');
  return { sizes, sorts, database: values.database };
}

/** The process's resident set and its high-water mark, in MB (Linux /proc). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const read = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  return { rss: read('VmRSS'), peak: read('VmHWM') };
}

/** Resets the high-water mark to the current RSS (where the kernel lets us). */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

async function startServer(url: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = fork(new URL('./export-server.ts', import.meta.url).pathname, [url], { execArgv: ['--import', 'tsx'], env: { ...process.env, LOG_LEVEL: 'warn' } });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`the API process exited (${code})`)));
  });
  return { child, baseUrl: `http://127.0.0.1:${port}${API_V1_BASE}` };
}

type Measured = { rows: number; bytes: number; firstByteMs: number; firstRowMs: number; totalMs: number; rssBefore: number; rssPeak: number; rssGrowth: number; peakGrowth: number | null };

async function measureExport(baseUrl: string, token: string, pid: number, search: string): Promise<Measured> {
  const before = memoryOf(pid);
  const peakReset = resetPeak(pid);
  let sampledPeak = before.rss;
  const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, memoryOf(pid).rss)), 10);
  const started = performance.now();
  let firstByteMs = NaN;
  let firstRowMs = NaN;
  let lineEnds = 0;
  let bytes = 0;
  try {
    const response = await fetch(`${baseUrl}${EXPORT_ENDPOINTS.WORK_ORDERS}?${search}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}: ${await response.text()}`);
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) lineEnds += 1;
      if (Number.isNaN(firstRowMs) && lineEnds > 1) firstRowMs = performance.now() - started;
    }
  } finally {
    clearInterval(sampler);
  }
  const totalMs = performance.now() - started;
  const after = memoryOf(pid);
  sampledPeak = Math.max(sampledPeak, after.rss);
  return {
    rows: lineEnds - 1,
    bytes,
    firstByteMs,
    firstRowMs,
    totalMs,
    rssBefore: before.rss,
    rssPeak: sampledPeak,
    rssGrowth: sampledPeak - before.rss,
    peakGrowth: peakReset ? after.peak - before.rss : null,
  };
}

async function main() {
  const { sizes, sorts, database } = readOptions();
  const serverUrl = env.DATABASE_URL;
  if (!serverUrl) throw new Error('bench:export needs DATABASE_URL (a PostgreSQL server; the scratch database is made there)');
  const run = async (statement: string) => void (await withServer(serverUrl, (client) => client.query(statement)));
  await run(`drop database if exists ${quoteIdentifier(database)} with (force)`);
  await run(`create database ${quoteIdentifier(database)}`);
  const url = databaseUrl(serverUrl, database);
  const handle = createDatabase({ url });
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    await handle.migrate((db) => seedReferenceData({ db }));
    if (handle.kind !== 'postgres') throw new Error('bench:export needs PostgreSQL');
    server = await startServer(url);
    const email = 'bench-export-company@example.test';
    await callApi(server.baseUrl, 'register', 'POST', AUTH_ENDPOINTS.REGISTER_COMPANY, { json: { first_name: 'Bench', last_name: 'Company', email, password: PASSWORD, company_name: 'Bench Export Company' } });
    await handle.client.query(`update users set email_verified_at = now() where email = $1`, [email]);
    const { token } = await callApi<{ token: string }>(server.baseUrl, 'login', 'POST', AUTH_ENDPOINTS.LOGIN, { json: { email, password: PASSWORD } });
    console.info(`[bench] PostgreSQL (scratch database ${database}); API in process ${server.child.pid}; the export reads keyset pages of 1,000 rows`);

    const results: string[] = [];
    let seeded = 0;
    for (const size of sizes) {
      const started = Date.now();
      await seedExportOrders(handle.client, email, seeded + 1, size);
      seeded = size;
      console.info(`[bench] ${size.toLocaleString('en-US')} orders seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      // A warm-up export of every fiftieth order first (the titles with quotes), so the code is
      // compiled and the heap has the size an export works in before the timed one.
      await fetch(`${server.baseUrl}${EXPORT_ENDPOINTS.WORK_ORDERS}?search=Rack`, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.arrayBuffer());
      for (const { sortBy, order } of sorts) {
        const measured = await measureExport(server.baseUrl, token, server.child.pid!, new URLSearchParams({ sort_by: sortBy, order }).toString());
        if (measured.rows !== size) throw new Error(`exported ${measured.rows} rows, not ${size}`);
        const seconds = measured.totalMs / 1000;
        results.push(
          `| ${size.toLocaleString('en-US')} | ${sortBy} ${order} | ${measured.firstByteMs.toFixed(0)} | ${measured.firstRowMs.toFixed(0)} | ${seconds.toFixed(1)} | ${Math.round(measured.rows / seconds).toLocaleString('en-US')} | ` +
            `${(measured.bytes / 1e6).toFixed(0)} | ${(measured.bytes / 1e6 / seconds).toFixed(1)} | ${measured.rssBefore.toFixed(0)} | ${measured.rssPeak.toFixed(0)} | ${measured.rssGrowth.toFixed(1)} | ${measured.peakGrowth === null ? '-' : measured.peakGrowth.toFixed(1)} |`,
        );
        console.info(results.at(-1));
      }
    }
    console.info(
      '\n| orders | sort | first byte ms | first row ms | total s | rows/s | MB | MB/s | API RSS before MB | API RSS peak MB | RSS growth MB (sampled) | RSS growth MB (high-water) |\n' +
        '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n' +
        results.join('\n'),
    );
  } finally {
    if (server) {
      server.child.send('close');
      await new Promise((resolve) => server!.child.once('exit', resolve));
    }
    await handle.close();
    await run(`drop database if exists ${quoteIdentifier(database)} with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
