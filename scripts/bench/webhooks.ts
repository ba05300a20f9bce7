// `npm run bench:webhooks [-- --orders-per-client 2 --clients 1,10,50 --database both|pglite|postgres]`: a benchmark, not a test. For PGlite (the
// embedded database, in a temp dir) and, with DATABASE_URL, PostgreSQL, at 1, 10 and 50 clients:
// serves the API on a scratch database with the webhook workers running, each client's company
// registers a webhook (all events) on a loopback receiver, and the clients drive orders from
// posted to Paid. Prints events/s, event→receipt latency (p50/p99; from the body's timestamp,
// taken inside the committing transaction, so slightly more than commit→receipt), and the
// deliveries lost or received twice (other than retries).
// First: loading the API lets @hono/zod-openapi give zod its .openapi() before any contract schema is built.
import { startBenchApi } from './start-bench-api';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { WEBHOOK_ENDPOINTS } from '@/constants';
import { env } from '@/server/env';
import { createWebhookWorker } from '@/server/jobs/webhook-worker';
import { callApi, SampleRecorder } from './bench-client';
import { buildDraft, createAccounts, driveOrder, type ClientAccounts } from './drive-order';
import { percentile } from './print-report';

const CLIENT_COUNTS = [1, 10, 50];

type Arrival = { id: string; latencyMs: number };

async function startReceiver() {
  const arrivals: Arrival[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const at = Date.now();
      const { timestamp } = JSON.parse(body) as { timestamp: string };
      arrivals.push({ id: String(request.headers['webhook-id']), latencyMs: at - Date.parse(timestamp) });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { url, arrivals, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}


type Row = { database: string; clients: number; orders: number; events: number; eventsPerSecond: number; p50: number; p99: number; lost: number; duplicates: number };

async function runOnce(serverUrl: string, clients: number, ordersPerClient: number): Promise<Row> {
  const api = await startBenchApi({ serverUrl, name: `bench_webhooks_${process.pid}_${clients}` });
  const receiver = await startReceiver();
  const worker = await createWebhookWorker({ db: api.handle.db, allowPrivate: true });
  try {
    const draft = await buildDraft(api.baseUrl);
    const accounts: ClientAccounts[] = [];
    for (let index = 1; index <= clients; index += 1) accounts.push(await createAccounts(api.handle.db, index));
    for (const client of accounts) {
      await callApi(api.baseUrl, 'create webhook', 'POST', WEBHOOK_ENDPOINTS.WEBHOOKS, { token: client.company.token, json: { url: receiver.url, events: ['*'] } });
    }
    const recorder = new SampleRecorder();
    const started = performance.now();
    await Promise.all(accounts.map(async (client) => {
      for (let index = 0; index < ordersPerClient; index += 1) await driveOrder({ baseUrl: api.baseUrl, accounts: client, draft, recorder });
    }));
    // Every delivery settled (delivered or given up), or a minute passed.
    const db = api.handle.db;
    const count = async (where: string) => Number(((await db.execute(sql.raw(`select count(*)::int as n from webhook_deliveries ${where}`))) as unknown as { rows: { n: number }[] }).rows[0].n);
    const deadline = Date.now() + 60_000;
    while ((await count(`where status = 'pending'`)) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const seconds = (performance.now() - started) / 1000;
    const { rows } = (await db.execute(sql.raw(`select message_id, attempts from webhook_deliveries`))) as unknown as { rows: { message_id: string; attempts: number }[] };
    const received = new Map<string, number>();
    for (const arrival of receiver.arrivals) received.set(arrival.id, (received.get(arrival.id) ?? 0) + 1);
    const lost = rows.filter((row) => !received.has(row.message_id)).length;
    const duplicates = rows.reduce((sum, row) => sum + Math.max(0, (received.get(row.message_id) ?? 0) - row.attempts), 0);
    const latencies = receiver.arrivals.map((arrival) => arrival.latencyMs).sort((a, b) => a - b);
    return {
      database: api.database.startsWith('PGlite') ? 'PGlite (embedded)' : 'PostgreSQL',
      clients,
      orders: clients * ordersPerClient,
      events: rows.length,
      eventsPerSecond: rows.length / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      lost,
      duplicates,
    };
  } finally {
    await worker.stop();
    await receiver.close();
    await api.close();
  }
}

async function main() {
  const { values } = parseArgs({ options: { 'orders-per-client': { type: 'string', default: '2' }, clients: { type: 'string', default: CLIENT_COUNTS.join(',') }, database: { type: 'string', default: 'both' } } });
  const clientCounts = values.clients.split(',').map(Number);
  const ordersPerClient = Number(values['orders-per-client']);
  if (!Number.isInteger(ordersPerClient) || ordersPerClient < 1) throw new Error('--orders-per-client must be a whole number of at least 1');
  if (!env.WEBHOOK_ALLOW_PRIVATE_URLS) throw new Error('Run with WEBHOOK_ALLOW_PRIVATE_URLS=true (npm run bench:webhooks sets it): the receiver is on loopback.');
  const servers = [...(values.database === 'postgres' ? [] : ['']), ...(env.DATABASE_URL && values.database !== 'pglite' ? [env.DATABASE_URL] : [])];
  const rows: Row[] = [];
  for (const serverUrl of servers) {
    for (const clients of clientCounts) {
      const row = await runOnce(serverUrl, clients, ordersPerClient);
      rows.push(row);
      console.info(`[bench] ${row.database}, ${clients} clients: ${row.events} events`);
    }
  }
  console.table(
    rows.map((row) => ({
      database: row.database,
      clients: row.clients,
      orders: row.orders,
      events: row.events,
      'events/s': row.eventsPerSecond.toFixed(1),
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      lost: row.lost,
      duplicates: row.duplicates,
    })),
  );
  if (rows.some((row) => row.lost > 0 || row.duplicates > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
