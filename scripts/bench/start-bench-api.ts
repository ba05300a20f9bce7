import { serve, type ServerType } from '@hono/node-server';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_V1_BASE } from '@/constants';
import { createApp } from '@/server/app';
import { createDatabase, type DatabaseHandle } from '@/server/db/client';
import { env } from '@/server/env';
import { createFileStorage } from '@/server/lib/storage';
import { seedReferenceData } from '@/server/seed/seed-reference-data';
import { databaseUrl, quoteIdentifier, withServer } from '@/server/test/test-database';

// The API under benchmark, in this process, on a database of its own: a fresh PGlite in a
// temp dir, or (with DATABASE_URL) a scratch database created on that server and dropped after.

export type BenchApi = {
  baseUrl: string;
  database: string;
  handle: DatabaseHandle;
  /** The sign-up code last mailed to `email` (mail stays in this process), to verify a bench account. */
  verificationCodeFor: (email: string) => string | undefined;
  close: () => Promise<void>;
};

/** `serverUrl` (default DATABASE_URL) and `name` pick the scratch database; without a server, PGlite. `port` 0 (default): any free one. */
export type BenchApiOptions = { serverUrl?: string; name?: string; port?: number };

type ScratchDatabase = { handle: DatabaseHandle; label: string; drop: () => Promise<void> };

async function openScratchDatabase(directory: string, options: BenchApiOptions): Promise<ScratchDatabase> {
  const serverUrl = options.serverUrl ?? env.DATABASE_URL;
  if (!serverUrl) {
    return { handle: createDatabase({ dataDir: path.join(directory, 'pglite') }), label: 'PGlite (temp dir)', drop: async () => undefined };
  }
  const name = options.name ?? `bench_lifecycle_${process.pid}`;
  const run = async (statement: string) => void (await withServer(serverUrl, (client) => client.query(statement)));
  const drop = () => run(`drop database if exists ${quoteIdentifier(name)} with (force)`);
  await drop(); // one left by an interrupted run of the same process id
  await run(`create database ${quoteIdentifier(name)}`);
  return { handle: createDatabase({ url: databaseUrl(serverUrl, name) }), label: `PostgreSQL (scratch database ${name})`, drop };
}

const listen = (fetch: (request: Request) => Response | Promise<Response>, port: number) =>
  new Promise<{ server: ServerType; port: number }>((resolve) => {
    const server = serve({ fetch, hostname: '127.0.0.1', port }, (info: AddressInfo) => resolve({ server, port: info.port }));
  });

/** Migrates and seeds the reference lists, then serves the API on a free port. */
export async function startBenchApi(options: BenchApiOptions = {}): Promise<BenchApi> {
  const directory = await mkdtemp(path.join(tmpdir(), 'bench-lifecycle-'));
  const scratch = await openScratchDatabase(directory, options);
  let server: ServerType | undefined;
  // Once only: an interrupt may arrive while the normal end is already closing.
  let closing: Promise<void> | undefined;
  const shutdown = async () => {
    const running = server;
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    await scratch.handle.close();
    await scratch.drop();
    await rm(directory, { recursive: true, force: true });
  };
  const close = () => (closing ??= shutdown());
  try {
    await scratch.handle.migrate((db) => seedReferenceData({ db }));
    const codes = new Map<string, string>();
    const mailer = async ({ to, text }: { to: string; text: string }) => {
      const code = text.match(/verification code is (\d{6})/)?.[1];
      if (code) codes.set(to, code);
    };
    const app = createApp({ db: scratch.handle.db, storage: createFileStorage({ getDb: () => scratch.handle.db, settings: { ...env, UPLOAD_DIR: path.join(directory, 'uploads') }, current: 'disk' }), mailer });
    const listening = await listen(app.fetch, options.port ?? 0);
    server = listening.server;
    const verificationCodeFor = (email: string) => codes.get(email.toLowerCase());
    return { baseUrl: `http://127.0.0.1:${listening.port}${API_V1_BASE}`, database: scratch.label, handle: scratch.handle, verificationCodeFor, close };
  } catch (error) {
    await close();
    throw error;
  }
}
