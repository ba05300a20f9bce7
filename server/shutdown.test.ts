import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { AUTH_ENDPOINTS, LIVE_ENDPOINTS } from '@/constants';
import { createDatabase } from './db/client';
import { users } from './db/schema';
import { freePort } from '../scripts/bench/start-portal';
import { databaseUrl, quoteIdentifier, withServer } from './test/test-database';

// SIGTERM in the middle of a burst of writes, on a real server process (`npm run api`, which
// stops with the same steps as the portal's server): every write it acknowledged is in the
// database afterwards, none failed for the shutdown, an open event stream is ended rather than
// waited for, and the database is closed cleanly (PGlite's directory opens again, unlocked).

const info = inject('testDatabase');
const TSX_CLI = path.resolve('node_modules/tsx/dist/cli.mjs');
const scratch = mkdtempSync(path.join(tmpdir(), 'portal-shutdown-'));
const WORKERS = 6;
/** SIGTERM goes out once this many writes were acknowledged, so others are under way. */
const ACKNOWLEDGED_BEFORE_SIGTERM = 12;

let dropDatabase: (() => Promise<unknown>) | undefined;
afterAll(async () => {
  await dropDatabase?.();
  rmSync(scratch, { recursive: true, force: true });
});

type Server = { child: ChildProcess; base: string; mailDir: string; output: () => string; exited: Promise<number | null> };

async function startServer(database: { DATABASE_URL: string } | { PGLITE_DATA_DIR: string }): Promise<Server> {
  const port = await freePort();
  const mailDir = path.join(scratch, `mail-${port}`);
  const env: NodeJS.ProcessEnv = { ...process.env, API_PORT: String(port), NODE_ENV: 'test', PASSWORD_HASH_COST: 'test', TRUST_PROXY: '1', LOG_LEVEL: 'info', MAIL_DIR: mailDir, ...database };
  if (!('DATABASE_URL' in database)) delete env.DATABASE_URL;
  const child = spawn(process.execPath, [TSX_CLI, 'server/standalone.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server = { child, base: `http://127.0.0.1:${port}/api/v1`, mailDir, output: () => output, exited };
  // Start-up (migrating a new database) takes a while; ready answers 200 once it is done.
  while ((await fetch(`${server.base}/ready`).catch(() => undefined))?.status !== 200) {
    if (child.exitCode !== null) throw new Error(`the server exited during start-up:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return server;
}

const post = (server: Server, endpoint: string, body: object) =>
  fetch(`${server.base}${endpoint}`, {
    method: 'POST',
    // Each sign-up from its own address: the per-address sign-up throttle must not answer 429.
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    body: JSON.stringify(body),
  });

const signupBody = (email: string) => ({ first_name: 'Burst', last_name: 'Writer', email, password: 'Password123' });

type Outcome = { email: string; status?: number; error?: string };

/** Sign-ups from WORKERS clients at once until the server stops answering; SIGTERM once enough were acknowledged. */
async function burstUntilGone(server: Server): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let isSent = false;
  const worker = async () => {
    for (;;) {
      const email = `burst-${randomUUID().slice(0, 12)}@example.test`;
      try {
        const response = await post(server, AUTH_ENDPOINTS.ENGINEER_SIGNUP, signupBody(email));
        outcomes.push({ email, status: response.status });
        await response.body?.cancel();
        // Anything but 202 fails the test (see expectCleanShutdown): stop the burst at once.
        if (response.status !== 202 && !isSent) {
          isSent = true;
          server.child.kill('SIGTERM');
        }
      } catch (error) {
        outcomes.push({ email, error: String((error as Error).cause ?? error) });
        return;
      }
      if (!isSent && outcomes.filter((outcome) => outcome.status === 202).length >= ACKNOWLEDGED_BEFORE_SIGTERM) {
        isSent = true;
        server.child.kill('SIGTERM');
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  return outcomes;
}

/**
 * An open event stream of a signed-up user; `ended` resolves when the server ends it (wrapped in
 * an object: an async function returning the promise itself would wait for it).
 */
async function openEventStream(server: Server): Promise<{ ended: Promise<string> }> {
  const email = `listener-${randomUUID().slice(0, 8)}@example.test`;
  expect((await post(server, AUTH_ENDPOINTS.ENGINEER_SIGNUP, signupBody(email))).status).toBe(202);
  const code = verificationCodeMailedTo(server, email);
  expect((await post(server, AUTH_ENDPOINTS.VERIFY_EMAIL, { email, code })).status).toBe(200);
  const login = (await (await post(server, AUTH_ENDPOINTS.LOGIN, { email, password: 'Password123' })).json()) as { data: { token: string } };
  const stream = await fetch(`${server.base}${LIVE_ENDPOINTS.EVENTS}`, { headers: { authorization: `Bearer ${login.data.token}` } });
  expect(stream.status).toBe(200);
  const ended = stream.text().then(
    () => 'ended',
    (error: unknown) => `broken: ${String(error)}`,
  );
  return { ended };
}

/** The sign-up code in the mail (an .eml file in the server's MAIL_DIR) to `email`. */
function verificationCodeMailedTo(server: Server, email: string): string | undefined {
  const mails = readdirSync(server.mailDir).map((name) => readFileSync(path.join(server.mailDir, name), 'utf8'));
  return mails.find((mail) => mail.includes(`To: ${email}`))?.match(/verification code is (\d{6})/)?.[1];
}

async function emailsIn(database: { url: string } | { dataDir: string }, emails: string[]): Promise<string[]> {
  const handle = createDatabase(database);
  try {
    const rows = await handle.db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
    return rows.map((row) => row.email).toSorted();
  } finally {
    await handle.close();
  }
}

async function shutDownMidBurst(server: Server) {
  const stream = await openEventStream(server);
  const outcomes = await burstUntilGone(server);
  const code = await server.exited;
  return { outcomes, code, streamEnd: await stream.ended, log: server.output() };
}

function expectCleanShutdown({ outcomes, code, streamEnd, log }: Awaited<ReturnType<typeof shutDownMidBurst>>) {
  expect(code, log).toBe(0);
  expect(streamEnd).toBe('ended');
  // Answered requests all succeeded: none was cut off by the database closing under it.
  expect(outcomes.filter((outcome) => outcome.status !== undefined && outcome.status !== 202)).toEqual([]);
  expect(log).toContain('database closed');
}

describe('SIGTERM during a burst of writes', () => {
  it('keeps every acknowledged write of a PGlite database, which opens again, closed cleanly', { timeout: 600_000 }, async () => {
    const dataDir = path.join(scratch, 'pglite');
    const server = await startServer({ PGLITE_DATA_DIR: dataDir });
    const result = await shutDownMidBurst(server);
    expectCleanShutdown(result);
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
    const acknowledged = result.outcomes.filter((outcome) => outcome.status === 202).map((outcome) => outcome.email).toSorted();
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_SIGTERM);
    expect(await emailsIn({ dataDir }, acknowledged)).toEqual(acknowledged);
  });

  it.runIf(info.kind === 'postgres')('keeps every acknowledged write of a PostgreSQL database', { timeout: 600_000 }, async () => {
    if (info.kind !== 'postgres') return;
    const name = `ops_shutdown_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await withServer(info.serverUrl, (client) => client.query(`create database ${quoteIdentifier(name)}`));
    dropDatabase = () => withServer(info.serverUrl, (client) => client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`));
    const url = databaseUrl(info.serverUrl, name);
    const result = await shutDownMidBurst(await startServer({ DATABASE_URL: url }));
    expectCleanShutdown(result);
    const acknowledged = result.outcomes.filter((outcome) => outcome.status === 202).map((outcome) => outcome.email).toSorted();
    expect(await emailsIn({ url }, acknowledged)).toEqual(acknowledged);
  });
});
