// `npm run bench:import [-- --rows 5000]`: a benchmark, not a test. Serves the API on a scratch
// database (PGlite in a temp dir, or a scratch database on the server of DATABASE_URL), builds a
// CSV of work orders across several cities (skills and two deliverables each), then times over
// HTTP: the dry run ("Check"), the import (one transaction) and a replay of it by its
// Idempotency-Key; it checks that exactly the file's rows were created.
// First: loading the API lets @hono/zod-openapi give zod its .openapi() before any contract schema is built.
import { startBenchApi } from './start-bench-api';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import dayjs from 'dayjs';
import { count, eq } from 'drizzle-orm';
import { IMPORT_ENDPOINTS } from '@/constants';
import { WORK_ORDER_IMPORT_COLUMNS } from '@/contracts/workOrderImport';
import { assignments } from '@/server/db/schema';
import { createClientAccounts } from './drive-order';

const PLACES = [
  ['Austin', 'TX'],
  ['Dallas', 'TX'],
  ['Houston', 'TX'],
  ['Chicago', 'IL'],
  ['Denver', 'CO'],
  ['Seattle', 'WA'],
  ['Phoenix', 'AZ'],
  ['Atlanta', 'GA'],
  ['Boston', 'MA'],
  ['Miami', 'FL'],
];
const PAYMENTS: Record<string, string>[] = [
  { payment_type: 'Fixed', fixed_amount: '450' },
  { payment_type: 'Hourly', hourly_rate: '55', max_hours: '6' },
  { payment_type: 'Blended', fixed_amount: '300', blended_first_hours: '3', blended_additional_rate: '60', max_hours: '8' },
];

function buildCsv(rows: number): string {
  const keys = WORK_ORDER_IMPORT_COLUMNS.map((column) => column.key);
  const lines = [keys.join(',')];
  for (let index = 0; index < rows; index += 1) {
    const [city, state] = PLACES[index % PLACES.length];
    const cells: Record<string, string> = {
      title: `Imported install ${index + 1}`,
      category: 'Point of Sale (POS)',
      description: 'Install and test four POS terminals.',
      skills: 'POS Installation;POS Troubleshooting',
      job_title: 'POS Technician',
      location_type: 'On site',
      address_line1: `${100 + index} Main St`,
      country: 'US',
      state,
      city,
      start_date: dayjs().add(7 + (index % 30), 'day').format('YYYY-MM-DD'),
      start_time: '09:00',
      timezone: 'America/Chicago',
      payment_terms: '30 days',
      deliverables: 'Photos:Photos (after work):yes;Sign-off:Customer Sign-off:no',
      ...PAYMENTS[index % PAYMENTS.length],
    };
    lines.push(keys.map((key) => cells[key] ?? '').join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function send(baseUrl: string, token: string, csv: string, dryRun: boolean, key?: string) {
  const form = new FormData();
  form.append('file', new File([csv], 'orders.csv', { type: 'text/csv' }));
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (key) headers['Idempotency-Key'] = key;
  const started = performance.now();
  const response = await fetch(`${baseUrl}${IMPORT_ENDPOINTS.WORK_ORDERS}?dry_run=${dryRun}`, { method: 'POST', headers, body: form });
  const body = (await response.json()) as { message: string; data?: { valid_rows: number; created: number; errors: unknown[] } };
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(body).slice(0, 500)}`);
  return { ms, body, replayed: response.headers.get('Idempotent-Replayed') === 'true' };
}

async function main() {
  const { values } = parseArgs({ options: { rows: { type: 'string', default: '5000' } } });
  const rows = Number(values.rows);
  if (!Number.isInteger(rows) || rows < 1) throw new Error('--rows must be a whole number of at least 1');
  const api = await startBenchApi({ name: `bench_import_${process.pid}` });
  try {
    const { company } = await createClientAccounts(api, 1);
    const csv = buildCsv(rows);
    console.info(`[bench] ${api.database}: ${rows} rows, ${(Buffer.byteLength(csv) / 1024).toFixed(0)} KB`);
    const created = async () => (await api.handle.db.select({ n: count() }).from(assignments).where(eq(assignments.createdBy, company.userId)))[0].n;

    const check = await send(api.baseUrl, company.token, csv, true);
    if (check.body.data?.valid_rows !== rows) throw new Error(`the dry run found ${check.body.data?.errors.length} errors: ${JSON.stringify(check.body.data?.errors.slice(0, 3))}`);
    const key = randomUUID();
    const imported = await send(api.baseUrl, company.token, csv, false, key);
    const afterImport = await created();
    const replay = await send(api.baseUrl, company.token, csv, false, key);
    const afterReplay = await created();

    const line = (label: string, ms: number) => console.info(`${label.padEnd(28)} ${(ms / 1000).toFixed(2).padStart(7)} s  ${Math.round(rows / (ms / 1000)).toLocaleString('en-US').padStart(8)} rows/s`);
    line('dry run (Check)', check.ms);
    line('import (one transaction)', imported.ms);
    line('replay by Idempotency-Key', replay.ms);
    console.info(`created ${afterImport} orders; after the replay (replayed: ${replay.replayed}) ${afterReplay}`);
    if (afterImport !== rows || afterReplay !== rows || !replay.replayed) process.exitCode = 1;
  } finally {
    await api.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
