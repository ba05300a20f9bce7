import { and, eq, isNotNull } from 'drizzle-orm';
import pg from 'pg';
import { API_V1_BASE, ASSIGNMENT_STATUS, AUTH_ENDPOINTS, COMPANY_ASSIGNMENT_ENDPOINTS } from '@/constants';
import { DEMO_COMPANY, DEMO_CUSTOMER, DEMO_ENGINEERS, DEMO_PASSWORD } from '@/server/seed/demo-accounts';
import { createApp } from '@/server/app';
import { createDatabase, type DatabaseHandle } from '@/server/db/client';
import { quoteIdentifier } from '@/server/db/quote-identifier';
import { assignments } from '@/server/db/schema';
import { countStatements, type StatementTally } from '@/server/db/statement-counter';
import { seedDemoAccounts } from '@/server/seed/seed-demo-accounts';
import { seedReferenceData } from '@/server/seed/seed-reference-data';
import { buildOrderDraft, READS, REFERENCE_LISTS, WRITES, type Call, type Role } from './statement-calls';

// npm run bench:statements [-- --verbose]: on a scratch database with the demo data, signs in as
// each demo role and calls the portal's main reads and writes once each, in process, counting
// the statements each sends and its round trips (statements in flight together count once).
// PGlite in memory by default; with DATABASE_URL, a fresh database `<its name>_bench_statements`
// on that PostgreSQL server, dropped at the end.

const verbose = process.argv.includes('--verbose');

type Scratch = { handle: DatabaseHandle; drop: () => Promise<void> };

async function openScratchDatabase(): Promise<Scratch> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { handle: createDatabase({ memory: true }), drop: async () => undefined };
  const url = new URL(serverUrl);
  const name = `${url.pathname.slice(1) || 'postgres'}_bench_statements`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await onServer(`drop database if exists ${quoteIdentifier(name)} with (force)`);
  await onServer(`create database ${quoteIdentifier(name)}`);
  url.pathname = `/${name}`;
  return { handle: createDatabase({ url: url.toString() }), drop: () => onServer(`drop database if exists ${quoteIdentifier(name)} with (force)`) };
}

type Row = { label: string; status: number; tally: StatementTally };

async function main(): Promise<void> {
  const { handle, drop } = await openScratchDatabase();
  const counter = countStatements(handle);
  try {
    await handle.migrate(async (db) => {
      await seedReferenceData({ db });
      await seedDemoAccounts({ db });
    });
    const app = createApp({ db: handle.db, portalOrigin: 'http://portal.bench', mailer: async () => undefined });
    const request = async (call: Omit<Call, 'label' | 'role'>, token?: string) => {
      const headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.7' };
      if (token) headers.authorization = `Bearer ${token}`;
      let body: string | FormData | undefined;
      if (call.json) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(call.json);
      } else if (call.form) {
        body = new FormData();
        for (const [name, value] of Object.entries(call.form)) body.append(name, value);
      }
      const response = await app.request(`${API_V1_BASE}${call.path}`, { method: call.method, headers, body });
      const text = await response.text();
      return { status: response.status, data: text ? (JSON.parse(text) as { data?: unknown }).data : undefined };
    };

    const rows: Row[] = [];
    const measured = async (label: string, call: Omit<Call, 'label' | 'role'>, token?: string) => {
      const { result, tally } = await counter.measure(() => request(call, token));
      rows.push({ label, status: result.status, tally });
      return result;
    };

    const emails: Record<Role, string> = { company: DEMO_COMPANY.email, customer: DEMO_CUSTOMER.email, engineer: DEMO_ENGINEERS[0].email };
    const tokens = {} as Record<Role, string>;
    const users = {} as Record<Role, number>;
    for (const role of ['company', 'customer', 'engineer'] as const) {
      const signIn = await measured(`sign in (${role})`, { method: 'POST', path: AUTH_ENDPOINTS.LOGIN, json: { email: emails[role], password: DEMO_PASSWORD } });
      const { token, user } = signIn.data as { token: string; user: { id: number } };
      tokens[role] = token;
      users[role] = user.id;
    }

    const [demoOrder] = await handle.db.select({ id: assignments.id }).from(assignments).where(and(eq(assignments.status, ASSIGNMENT_STATUS.UNASSIGNED), isNotNull(assignments.customerId))).limit(1);
    const [category] = (await request({ method: 'GET', path: REFERENCE_LISTS.categories })).data as { id: number }[];
    const [paymentDay] = (await request({ method: 'GET', path: REFERENCE_LISTS.paymentDays })).data as { id: number }[];
    const context = { orderId: 0, engineerId: users.engineer, companyUserId: users.company, demoOrderId: demoOrder.id };
    for (const call of READS(context)) await measured(call.label, call, tokens[call.role]);

    const draft = JSON.stringify(buildOrderDraft(category.id, paymentDay.id));
    const posted = await measured('post order', { method: 'POST', path: COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS, form: { data: draft } }, tokens.company);
    context.orderId = (posted.data as { id: number }).id;
    for (const call of WRITES(context)) await measured(call.label, call, tokens[call.role]);

    printTable(handle.kind, rows);
    if (rows.some((row) => row.status >= 300)) process.exitCode = 1;
  } finally {
    await handle.close();
    await drop();
  }
}

function printTable(kind: string, rows: Row[]): void {
  const table = [
    ['request', 'status', 'statements', 'round trips'],
    ...rows.map((row) => [row.label, String(row.status), String(row.tally.statements), String(row.tally.roundTrips)]),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  console.info(`\nStatements per request (${kind === 'memory' ? 'PGlite' : 'PostgreSQL'}, demo data)\n`);
  console.info([line(table[0]), `|${widths.map((width, column) => (column === 0 ? '-' : '') + '-'.repeat(width + 1) + (column === 0 ? '' : ':')).join('|')}|`, ...table.slice(1).map(line)].join('\n'));
  if (!verbose) return;
  for (const row of rows) console.info(`\n${row.label}:\n${row.tally.texts.map((text) => `  ${text}`).join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
