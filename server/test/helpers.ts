import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { createApp } from '../app';
import { createDatabase, type Database, type DatabaseHandle } from '../db/client';
import { customers } from '../db/schema';
import { createEngineerAccount } from '../domain/auth/create-engineer-account';
import { getSessionUser } from '../domain/auth/get-session-user';
import { issueAuthToken } from '../domain/auth/issue-auth-token';
import { registerCompany } from '../domain/auth/register-company';
import { createCustomer } from '../domain/customers/create-customer';
import { closeLiveHub } from '../lib/live/get-live-hub';
import type { MailMessage } from '../lib/mail';
import type { SessionUser } from '@/contracts/auth';
import { databaseUrl, quoteIdentifier, withServer } from './test-database';

export const TEST_PASSWORD = 'Secret123';

let current: { handle: DatabaseHandle; url?: string; drop?: () => Promise<void> } | undefined;
let opening: Promise<Database> | undefined;

/** This test file's own database: a fresh copy of the migrated, reference-seeded template. */
export function getTestDb(): Promise<Database> {
  opening ??= openTestDatabase();
  return opening;
}

async function openTestDatabase(): Promise<Database> {
  const info = inject('testDatabase');
  if (info.kind === 'embedded') {
    const dump = new Blob([await readFile(info.dumpPath)]);
    current = { handle: createDatabase({ loadDataDir: dump }) };
    return current.handle.db;
  }
  const name = `${info.prefix}${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await withServer(info.serverUrl, (client) =>
    client.query(`create database ${quoteIdentifier(name)} template ${quoteIdentifier(info.templateName)}`),
  );
  const url = databaseUrl(info.serverUrl, name);
  current = {
    handle: createDatabase({ url }),
    url,
    drop: async () => {
      await withServer(info.serverUrl, (client) => client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`));
    },
  };
  return current.handle.db;
}

/** This test file's database handle, for hooks on its driver (server/db/statement-counter): install them before the first query. */
export async function getTestDatabaseHandle(): Promise<DatabaseHandle> {
  await getTestDb();
  if (!current) throw new Error('the test database is closed');
  return current.handle;
}

/** This test file's database address on PostgreSQL (to open a second pool on it); undefined on PGlite. */
export async function getTestDatabaseUrl(): Promise<string | undefined> {
  await getTestDb();
  return current?.url;
}

export async function closeTestDatabase(): Promise<void> {
  if (!current) return;
  const { handle, drop } = current;
  current = undefined;
  opening = undefined;
  // Its live event listener, if a stream or /ready started one, goes first.
  await closeLiveHub(handle.db);
  await handle.close();
  await drop?.();
}

/** The API on this file's database, with a mailer that keeps what it sends. */
export async function createTestApp() {
  const db = await getTestDb();
  const mails: MailMessage[] = [];
  const app = createApp({ db, portalOrigin: 'http://portal.test', mailer: async (message) => void mails.push(message) });
  return { app, db, mails };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>['app'];

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@Example.test`.toLowerCase();

/** A client address of its own, so one test's failed sign-ins never throttle another's. */
export const uniqueIp = () => `2001:db8::${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;

type RequestOptions = { body?: unknown; token?: string; ip?: string; headers?: Record<string, string> };

/** Calls the API in process; answers the status and parsed JSON body. */
export async function callApi(app: TestApp, method: string, path: string, options: RequestOptions = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? uniqueIp(), ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await app.request(`/api/v1${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any field of the answer
  const body: any = text ? JSON.parse(text) : undefined;
  return { status: response.status, body };
}

type FormFields = Record<string, string | number | File | File[] | null | undefined>;

/**
 * Calls the API in process with a multipart/form-data body, built as the portal builds it
 * (a number as its text, a File[] repeats the field, null and undefined left out); answers the
 * status and parsed JSON.
 */
export async function callForm(app: TestApp, method: string, path: string, fields: FormFields, token?: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, typeof item === 'number' ? String(item) : item);
  }
  const headers: Record<string, string> = { 'x-forwarded-for': uniqueIp() };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await app.request(`/api/v1${path}`, { method, headers, body: form });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any field of the answer
  const body: any = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
  return { status: response.status, body };
}

type Person = { email?: string; password?: string; first_name?: string; last_name?: string };

const person = (overrides: Person) => ({
  first_name: overrides.first_name ?? 'Test',
  last_name: overrides.last_name ?? 'Person',
  email: overrides.email ?? uniqueEmail(),
  password: overrides.password ?? TEST_PASSWORD,
});

export type TestAccount = { user: SessionUser; email: string; password: string; token: string };

async function withToken(db: Database, user: SessionUser, password: string): Promise<TestAccount> {
  const { token } = await issueAuthToken({ db, userId: user.id });
  return { user, email: user.email, password, token };
}

export async function createTestEngineer(db: Database, overrides: Person = {}): Promise<TestAccount> {
  const input = person({ first_name: 'Erin', ...overrides });
  return withToken(db, await createEngineerAccount({ db, input, emailVerifiedAt: new Date() }), input.password);
}

export async function createTestCompany(db: Database, overrides: Person = {}): Promise<TestAccount & { companyId: number }> {
  const input = person({ first_name: 'Alice', ...overrides });
  const user = await registerCompany({ db, input: { ...input, company_name: 'Test Company' }, emailVerifiedAt: new Date() });
  return { ...(await withToken(db, user, input.password)), companyId: user.company_id! };
}

export async function createTestCustomer(db: Database, companyId: number, overrides: Person = {}): Promise<TestAccount> {
  const input = person({ first_name: 'Cody', ...overrides });
  const { userId } = await createCustomer({
    db,
    companyId,
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    password: input.password,
  });
  return withToken(db, await getSessionUser({ db, userId }), input.password);
}

export async function setCustomerBlocked(db: Database, customerId: number, blocked: boolean): Promise<void> {
  await db.update(customers).set({ blocked }).where(eq(customers.id, customerId));
}

/** The newest message the test mailer kept for `email`. */
export function lastMailTo(mails: MailMessage[], email: string): MailMessage | undefined {
  return mails.filter((mail) => mail.to === email.toLowerCase()).at(-1);
}

/** The sign-up code in the newest mail to `email`. */
export function lastVerificationCode(mails: MailMessage[], email: string): string | undefined {
  return lastMailTo(mails, email)?.text.match(/verification code is (\d{6})/)?.[1];
}

/** Signs up through the API and verifies the email with the mailed code, as a new user does. */
export async function signUpVerified(
  { app, mails }: { app: TestApp; mails: MailMessage[] },
  path: '/engineers/signup' | '/register-company',
  body: Record<string, unknown> & { email: string },
): Promise<void> {
  const started = await callApi(app, 'POST', path, { body });
  if (started.status !== 202) throw new Error(`sign-up answered ${started.status}: ${JSON.stringify(started.body)}`);
  const code = lastVerificationCode(mails, body.email);
  const verified = await callApi(app, 'POST', '/verify-email', { body: { email: body.email, code } });
  if (verified.status !== 200) throw new Error(`verify-email answered ${verified.status}: ${JSON.stringify(verified.body)}`);
}
