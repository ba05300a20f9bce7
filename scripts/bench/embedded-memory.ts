// `npm run bench:memory [-- --port 3700 --seconds 60]`: a benchmark, not a test. Needs a production
// build (`npm run build`). Starts the portal as `npm start` does on a fresh embedded database (the
// demo data), signs the demo engineer and company in once, opens their first pages and a few API
// reads, then reads the resident memory (VmRSS) of the web process and of the database process
// `--seconds` after the start: what one user's machine gives the embedded default. Then it stops
// the portal and does the same again on the directory the first start left (every later start).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { API_V1_BASE, AUTH_ENDPOINTS, COMPANY_ASSIGNMENT_ENDPOINTS, COMPANY_ROUTES, DASHBOARD_ENDPOINTS, ENGINEER_ASSIGNMENT_ENDPOINTS, ENGINEER_ROUTES, ROLES, type SignedInRole } from '@/constants';
import { DEMO_COMPANY, DEMO_ENGINEERS, DEMO_PASSWORD } from '@/server/seed/demo-accounts';
import { readTreeMemory } from './embedded-server';
import { startPortal } from './start-portal';

const { values } = parseArgs({ options: { port: { type: 'string', default: '3700' }, seconds: { type: 'string', default: '60' } } });
const PORT = Number(values.port);
const SAMPLE_AFTER_MS = Number(values.seconds) * 1000;

type Visit = { role: SignedInRole; email: string; pages: string[]; api: string[] };

const VISITS: Visit[] = [
  {
    role: ROLES.FIELD_ENGINEER,
    email: DEMO_ENGINEERS[0].email,
    pages: [ENGINEER_ROUTES.dashboard, ENGINEER_ROUTES.findWork, ENGINEER_ROUTES.myWork],
    api: [DASHBOARD_ENDPOINTS.ENGINEER_COUNTS, `${ENGINEER_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS}?page=1&per_page=10`],
  },
  {
    role: ROLES.COMPANY,
    email: DEMO_COMPANY.email,
    pages: [COMPANY_ROUTES.dashboard, COMPANY_ROUTES.workOrders, COMPANY_ROUTES.notifications],
    api: [DASHBOARD_ENDPOINTS.COMPANY_COUNTS, `${COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS}?page=1&per_page=10`],
  },
];

/** The `name=value` pairs a response sets, as one Cookie header with those already held. */
function addCookies(cookie: string, response: Response): string {
  const pairs = response.headers.getSetCookie().map((header) => header.split(';')[0]);
  return [cookie, ...pairs].filter(Boolean).join('; ');
}

async function expectOk(response: Response, what: string): Promise<void> {
  const body = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${body.slice(0, 200)}`);
}

/** next-auth's credentials sign-in as the login form does it; answers the session cookie. */
async function signInToPages(baseUrl: string, { role, email }: Visit): Promise<string> {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const form = new URLSearchParams({ csrfToken, email, password: DEMO_PASSWORD, role, json: 'true' });
  const response = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: addCookies('', csrf) },
    body: form,
    redirect: 'manual',
  });
  const cookie = addCookies('', response);
  if (!cookie.includes('session-token')) throw new Error(`signing ${email} in to the pages failed: ${response.status}`);
  return cookie;
}

async function signInToApi(apiUrl: string, { role, email }: Visit): Promise<string> {
  const response = await fetch(`${apiUrl}${AUTH_ENDPOINTS.LOGIN}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, role }),
  });
  if (!response.ok) throw new Error(`signing ${email} in to the API failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function visit(baseUrl: string, account: Visit): Promise<void> {
  const cookie = await signInToPages(baseUrl, account);
  for (const page of account.pages) await expectOk(await fetch(`${baseUrl}${page}`, { headers: { cookie }, redirect: 'manual' }), `GET ${page}`);
  const apiUrl = `${baseUrl}${API_V1_BASE}`;
  const token = await signInToApi(apiUrl, account);
  for (const path of account.api) await expectOk(await fetch(`${apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } }), `GET ${path}`);
}

type Sample = { readyMs: number; web: number; database: number };

/** One start on `directory` (fresh when empty): the visits, then the memory at the sampling time. */
async function measureStart(directory: string, label: string): Promise<Sample> {
  const started = performance.now();
  const portal = await startPortal(PORT, { directory });
  try {
    const readyMs = Math.round(performance.now() - started);
    console.info(`[bench] ${label}: ready after ${readyMs} ms; signing in and opening pages…`);
    for (const account of VISITS) await visit(portal.baseUrl, account);
    const wait = SAMPLE_AFTER_MS - (performance.now() - started);
    if (wait < 0) console.warn(`[bench] ${label}: the visits ended ${Math.round(-wait)} ms after the sampling time`);
    await sleep(Math.max(0, wait));
    const processes = readTreeMemory(portal.pid);
    const web = processes.find((entry) => entry.pid === portal.pid)?.rssMb ?? Number.NaN;
    const database = processes.filter((entry) => entry.name === 'database process').reduce((sum, entry) => sum + entry.rssMb, 0);
    console.info(`[bench] ${label}: processes ${processes.map((entry) => `${entry.pid} ${entry.name} ${entry.rssMb} MB`).join(', ')}`);
    return { readyMs, web, database };
  } finally {
    await portal.close();
  }
}

async function main() {
  const directory = await mkdtemp(path.join(tmpdir(), 'bench-memory-'));
  try {
    const first = await measureStart(directory, 'first start');
    const again = await measureStart(directory, 'restart');
    const row = (name: string, pick: (sample: Sample) => number) => `| ${name} | ${pick(first)} | ${pick(again)} |`;
    console.info(
      [
        '',
        `| RSS ${values.seconds} s after start MB | first start (fresh directory) | restart (same directory) |`,
        '| --- | --- | --- |',
        row('web process', (sample) => sample.web),
        row('database process', (sample) => sample.database),
        row('together', (sample) => sample.web + sample.database),
        row('ready after ms', (sample) => sample.readyMs),
      ].join('\n'),
    );
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
