// `npm run bench:lifecycle [-- --orders 200 --clients 8 --database bench_lifecycle --port 0]`: a benchmark, not a
// test. Serves the API (on --port, default any free one) on a scratch database (PGlite in a temp dir, or the scratch
// database --database, default bench_lifecycle_<process id>, on the server of DATABASE_URL), then concurrent clients
// drive work orders from posted to Paid over HTTP and the latency of every call is reported per action.
// First: loading the API lets @hono/zod-openapi give zod its .openapi() before any contract schema is built.
import { startBenchApi } from './start-bench-api';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { BenchCallError, SampleRecorder } from './bench-client';
import { buildDraft, createAccounts, driveOrder, ORDER_ACTIONS, type ClientAccounts } from './drive-order';
import { printReport } from './print-report';

function readOptions() {
  const { values } = parseArgs({ options: { orders: { type: 'string', default: '200' }, clients: { type: 'string', default: '8' }, database: { type: 'string' }, port: { type: 'string', default: '0' } } });
  const read = (name: 'orders' | 'clients' | 'port', least = 1) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < least) throw new Error(`--${name} must be a whole number of at least ${least}`);
    return value;
  };
  const orders = read('orders');
  return { orders, clients: Math.min(read('clients'), orders), database: values.database, port: read('port', 0) };
}

async function main() {
  const { orders, clients, database, port } = readOptions();
  const api = await startBenchApi({ name: database, port });
  let isInterrupted = false;
  // Every interrupt (the terminal's and tsx's relay of it) waits for the one clean-up; no report then.
  process.on('SIGINT', () => {
    isInterrupted = true;
    void api.close().finally(() => process.exit(130));
  });
  try {
    console.info(`[bench] ${api.database} at ${api.baseUrl}: ${orders} orders, ${clients} concurrent clients`);
    const draft = await buildDraft(api.baseUrl);
    // Made in the database: 50 sign-ups from one address would be throttled.
    const accounts = await Promise.all(Array.from({ length: clients }, (_, index) => createAccounts(api.handle.db, index + 1)));

    const recorder = new SampleRecorder();
    const tally = { taken: 0, paid: 0, failed: 0 };
    // Each client takes the next order until none are left, so N orders are always in flight.
    const runClient = async (client: ClientAccounts) => {
      while (!isInterrupted && tally.taken < orders) {
        tally.taken += 1;
        try {
          await driveOrder({ baseUrl: api.baseUrl, accounts: client, draft, recorder });
          tally.paid += 1;
        } catch (error) {
          if (!(error instanceof BenchCallError)) throw error;
          tally.failed += 1;
        }
      }
    };
    const started = performance.now();
    await Promise.all(accounts.map(runClient));
    const seconds = (performance.now() - started) / 1000;
    if (isInterrupted) return;

    printReport({ recorder, actions: ORDER_ACTIONS, seconds, ordersPaid: tally.paid, ordersFailed: tally.failed });
    if (tally.failed > 0) process.exitCode = 1;
  } finally {
    await api.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
