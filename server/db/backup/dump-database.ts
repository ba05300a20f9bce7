import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { assertEmbeddedClosed, type DatabaseTarget } from './database-target';

/**
 * A plain SQL dump: schema, then data as multi-row INSERTs (no COPY, so any driver can replay
 * it, PGlite included), without owners or grants, so it restores into a fresh database on a
 * PostgreSQL server or into PGlite alike.
 */
const DUMP_ARGS = ['--no-owner', '--no-privileges', '--rows-per-insert=500'];

type DumpDatabaseOptions = { target: DatabaseTarget; force?: boolean };

export async function dumpDatabase({ target, force = false }: DumpDatabaseOptions): Promise<string> {
  return target.kind === 'postgres' ? dumpPostgres(target.url) : dumpEmbedded(target.dataDir, force);
}

/** The server's own pg_dump (postgresql-client; its version at least the server's). */
function dumpPostgres(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // The password goes by environment, not on the command line where `ps` shows it.
    const withoutPassword = new URL(url);
    const password = decodeURIComponent(withoutPassword.password);
    withoutPassword.password = '';
    const env = password ? { ...process.env, PGPASSWORD: password } : process.env;
    const child = spawn('pg_dump', [...DUMP_ARGS, `--dbname=${withoutPassword}`], { stdio: ['ignore', 'pipe', 'pipe'], env });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => reject(new Error(`pg_dump could not be started (${error.message}); install the PostgreSQL client tools`)));
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`pg_dump failed: ${Buffer.concat(err).toString('utf8').trim()}`));
    });
  });
}

/** PGlite's own pg_dump (WebAssembly, @electric-sql/pglite-tools) on the directory, opened here. */
async function dumpEmbedded(dataDir: string, force: boolean): Promise<string> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`${dataDir} holds no database`);
  assertEmbeddedClosed(dataDir, force);
  const pglite = await PGlite.create({ dataDir });
  try {
    const dump = await pgDump({ pg: pglite, args: DUMP_ARGS });
    return await dump.text();
  } finally {
    await pglite.close();
  }
}
