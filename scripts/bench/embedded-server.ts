import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

// The portal as `npm start` runs it (scripts/start.mjs), on a port of its own, and what its processes hold.

export type RunningServer = { baseUrl: string; process: ChildProcess; coldStartMs: number; stop: () => Promise<void> };

const START_SCRIPT = path.resolve('scripts/start.mjs');

/** Starts the built portal and waits until /ready answers 200; the wait is the cold start. */
export async function startServer(port: number, env: Record<string, string>): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${port}/api/v1`;
  // Another server on the port would answer for this one.
  if (await fetch(`${baseUrl}/health`).then(() => true, () => false)) throw new Error(`port ${port} is in use: pass --port`);
  const started = performance.now();
  // DATABASE_URL only when the target names it: the bench's own would take the server to PostgreSQL.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, [START_SCRIPT], {
    env: { ...inherited, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode} before it was ready`);
    const status = await fetch(`${baseUrl}/ready`).then((response) => response.status, () => 0);
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const coldStartMs = performance.now() - started;
  return {
    baseUrl,
    process: child,
    coldStartMs,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export type ProcessMemory = { pid: number; name: string; rssMb: number };

/** Resident memory of a process and its descendants (the web server, the database's process). */
export function readTreeMemory(rootPid: number): ProcessMemory[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = [rootPid];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [pid, parent] of parents) if (parent === tree[index]) tree.push(pid);
  }
  return tree.flatMap((pid) => {
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      const name = command.some((part) => part.endsWith('pglite-process.mjs')) ? 'database process' : command.slice(1, 3).map((part) => path.basename(part)).join(' ');
      return rss ? [{ pid, name, rssMb: Math.round(Number(rss) / 1024) }] : [];
    } catch {
      return [];
    }
  });
}
