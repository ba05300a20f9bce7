import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// The built portal (`npm run build` first) as `npm start` serves it, on a fresh PGlite
// database in a temp dir, so every run measures the same seeded demo data (or, given
// `directory`, on the database and uploads a previous start left there, kept on close).

/** `pid`: the web process (scripts/start.mjs serves in its own process; the database process is its child). */
export type Portal = { baseUrl: string; pid: number; close: () => Promise<void> };

const root = path.resolve(import.meta.dirname, '..', '..');
const START_TIMEOUT_MS = 120_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited with code ${child.exitCode}`);
    const response = await fetch(`${baseUrl}/api/v1/ready`).catch(() => null);
    if (response?.ok) return;
    await sleep(500);
  }
  throw new Error(`the portal did not answer /api/v1/ready within ${START_TIMEOUT_MS / 1000} s`);
}

export async function startPortal(port: number, { directory: kept }: { directory?: string } = {}): Promise<Portal> {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) throw new Error('No build found: run `npm run build` first.');
  const directory = kept ?? (await mkdtemp(path.join(tmpdir(), 'bench-pages-')));
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      NEXTAUTH_URL: baseUrl,
      NEXTAUTH_SECRET: randomBytes(32).toString('base64url'),
      PGLITE_DATA_DIR: path.join(directory, 'pglite'),
      UPLOAD_DIR: path.join(directory, 'uploads'),
      DATABASE_URL: '',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (!kept) await rm(directory, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(baseUrl, child);
  } catch (error) {
    await close();
    throw error;
  }
  return { baseUrl, pid: child.pid!, close };
}
