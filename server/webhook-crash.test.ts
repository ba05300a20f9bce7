import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { AUTH_ENDPOINTS, WEBHOOK_ENDPOINTS } from '@/constants';
import { freePort } from '../scripts/bench/start-portal';
import { databaseUrl, quoteIdentifier, withServer } from './test/test-database';

// `kill -9` of a real server process (`npm run api`) in the middle of a webhook delivery, its
// receiver still waiting to answer: a server started again on the same database delivers it,
// with the same webhook-id, once the dead worker's claim has run out (30 s) and the resumption
// job queues it again (every 30 s).

const info = inject('testDatabase');
const TSX_CLI = path.resolve('node_modules/tsx/dist/cli.mjs');
const scratch = mkdtempSync(path.join(tmpdir(), 'portal-webhook-crash-'));
let dropDatabase: (() => Promise<unknown>) | undefined;

afterAll(async () => {
  await dropDatabase?.();
  rmSync(scratch, { recursive: true, force: true });
});

type Server = { child: ChildProcess; base: string; mailDir: string; output: () => string };

async function startServer(database: { DATABASE_URL: string } | { PGLITE_DATA_DIR: string }): Promise<Server> {
  const port = await freePort();
  const mailDir = path.join(scratch, 'mail');
  const env: NodeJS.ProcessEnv = { ...process.env, API_PORT: String(port), NODE_ENV: 'test', PASSWORD_HASH_COST: 'test', TRUST_PROXY: '1', LOG_LEVEL: 'warn', MAIL_DIR: mailDir, WEBHOOK_ALLOW_PRIVATE_URLS: 'true', ...database };
  if (!('DATABASE_URL' in database)) delete env.DATABASE_URL;
  // Its own process group, so kill -9 takes the embedded database's process with it, as a crash of the machine would.
  const child = spawn(process.execPath, [TSX_CLI, 'server/standalone.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const server = { child, base: `http://127.0.0.1:${port}/api/v1`, mailDir, output: () => output };
  while ((await fetch(`${server.base}/ready`).catch(() => undefined))?.status !== 200) {
    if (child.exitCode !== null) throw new Error(`the server exited during start-up:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return server;
}

/** The processes of a process group still running (Linux /proc; a zombie, dead but not yet reaped, is not running). */
function livingProcessesOfGroup(group: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        // "pid (command) state ppid pgrp …": the command may hold spaces, the rest follows the last ")".
        const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(pgrp) === group && state !== 'Z' ? [Number(name)] : [];
      } catch {
        return [];
      }
    });
}

async function call(server: Server, method: string, endpoint: string, body?: object, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.base}${endpoint}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
}

/** A company owner signed up, verified and signed in through the API; answers the token. */
async function signUpCompany(server: Server): Promise<string> {
  const email = `crash-${randomUUID().slice(0, 8)}@example.test`;
  expect((await call(server, 'POST', AUTH_ENDPOINTS.REGISTER_COMPANY, { first_name: 'Crash', last_name: 'Owner', email, password: 'Password123', company_name: 'Crash Co' })).status).toBeLessThan(300);
  const mail = readdirSync(server.mailDir).map((name) => readFileSync(path.join(server.mailDir, name), 'utf8')).find((text) => text.includes(`To: ${email}`));
  const code = mail?.match(/verification code is (\d{6})/)?.[1];
  expect((await call(server, 'POST', AUTH_ENDPOINTS.VERIFY_EMAIL, { email, code })).status).toBe(200);
  const login = await call(server, 'POST', AUTH_ENDPOINTS.LOGIN, { email, password: 'Password123' });
  return String(login.body.data.token);
}

/** Holds the first request open (the server is killed meanwhile), answers the later ones. */
async function startReceiver() {
  const received: string[] = [];
  const server = http.createServer((request, response) => {
    received.push(String(request.headers['webhook-id']));
    request.resume();
    if (received.length > 1) response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received, close: () => (server.closeAllConnections(), new Promise((resolve) => server.close(resolve))) };
}

async function crashMidDelivery(database: { DATABASE_URL: string } | { PGLITE_DATA_DIR: string }) {
  const receiver = await startReceiver();
  const first = await startServer(database);
  const token = await signUpCompany(first);
  const created = await call(first, 'POST', WEBHOOK_ENDPOINTS.WEBHOOKS, { url: receiver.url, events: ['*'] }, token);
  expect(created.status).toBe(201);
  const ping = await call(first, 'POST', WEBHOOK_ENDPOINTS.TEST.replace('{id}', String(created.body.data.id)), undefined, token);
  expect(ping.status).toBe(202);
  // The attempt has reached the receiver, which has not answered: kill -9 now.
  await vi.waitFor(() => expect(receiver.received).toHaveLength(1), { timeout: 10_000 });
  process.kill(-first.child.pid!, 'SIGKILL');
  await new Promise((resolve) => first.child.once('exit', resolve));
  // The whole group is dead, not only the server: the embedded database's process held the directory.
  await vi.waitFor(() => expect(livingProcessesOfGroup(first.child.pid!)).toEqual([]), { timeout: 20_000, interval: 100 });

  const second = await startServer(database);
  try {
    await vi.waitFor(() => expect(receiver.received).toHaveLength(2), { timeout: 90_000, interval: 500 });
    expect(receiver.received).toEqual([ping.body.data.event_id, ping.body.data.event_id]);
  } finally {
    process.kill(-second.child.pid!, 'SIGKILL');
    await receiver.close();
  }
}

describe('kill -9 in the middle of a webhook delivery', () => {
  it('is delivered after a restart on the embedded database', { timeout: 180_000 }, async () => {
    await crashMidDelivery({ PGLITE_DATA_DIR: path.join(scratch, 'pglite') });
  });

  it.runIf(info.kind === 'postgres')('is delivered after a restart on PostgreSQL', { timeout: 180_000 }, async () => {
    if (info.kind !== 'postgres') return;
    const name = `ops_webhook_crash_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await withServer(info.serverUrl, (client) => client.query(`create database ${quoteIdentifier(name)}`));
    dropDatabase = () => withServer(info.serverUrl, (client) => client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`));
    await crashMidDelivery({ DATABASE_URL: databaseUrl(info.serverUrl, name) });
  });
});
