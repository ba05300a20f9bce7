import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { E2E_MAIL_DIR } from './environment';

// Production portal servers of the built app (scripts/serve.mjs, as `npm start` runs it) on one
// scratch PostgreSQL database: several instances behind a load balancer, as the
// portal scales out. Each prepares the database itself (migrations under an advisory lock).

/** Playwright runs from the repository root (as e2e/support/environment.ts assumes too). */
const ROOT = process.cwd();
const SERVE_SCRIPT = path.join(ROOT, 'scripts', 'serve.mjs');
const ARTIFACTS = path.join(ROOT, 'e2e', '.artifacts');
/**
 * Starting includes migrating and seeding the reference lists of a new database (10–20 s, as
 * for the suite's own server, which Playwright gives 90 s).
 */
export const START_TIMEOUT_MS = 90_000;

export type PortalInstance = { name: string; url: string; process: ChildProcess };

const withServer = async <T>(serverUrl: string, task: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
};

const databaseUrl = (serverUrl: string, name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

/** A new empty database on the server of `serverUrl`; answers its URL and how to drop it. */
export async function createScratchDatabase(serverUrl: string, name: string) {
  await withServer(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`).then(() => client.query(`create database "${name}"`)));
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => withServer(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)),
  };
}

/** Starts the portal's server on `port` against `databaseUrl`; its log goes to e2e/.artifacts/<name>.log. */
export function startInstance(name: string, port: number, databaseUrl: string): PortalInstance {
  mkdirSync(ARTIFACTS, { recursive: true });
  const url = `http://localhost:${port}`;
  const log = openSync(path.join(ARTIFACTS, `${name}.log`), 'w');
  const child = spawn(process.execPath, [SERVE_SCRIPT], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      NEXTAUTH_URL: url,
      NEXTAUTH_SECRET: 'e2e-only-secret-not-for-production',
      UPLOAD_DIR: path.join(ARTIFACTS, `${name}-uploads`),
      // The suite's one mailbox: sign-ups on any instance are verified from it.
      MAIL_DIR: E2E_MAIL_DIR,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  child.once('exit', () => closeSync(log));
  return { name, url, process: child };
}

/** Resolves once the instance answers its API (as Playwright's webServer waits for its url). */
export async function waitUntilServing(instance: PortalInstance): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null) throw new Error(`${instance.name} exited with ${instance.process.exitCode}; see e2e/.artifacts/${instance.name}.log`);
    const answer = await fetch(`${instance.url}/api/v1/country`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${instance.name} did not start within ${START_TIMEOUT_MS / 1000} s; see e2e/.artifacts/${instance.name}.log`);
}

export async function stopInstance(instance: PortalInstance): Promise<void> {
  if (instance.process.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.process.once('exit', resolve));
  instance.process.kill('SIGTERM');
  await exited;
}
