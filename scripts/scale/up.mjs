// `npm run scale:up [-- --instances 3 --fresh]`: the scale-out topology on this machine (see
// topology.mjs and docs/scaling.md). Installs Debian's nginx and pgbouncer when missing, creates
// the database, starts PgBouncer (transaction mode), N portal processes from the one build
// (`npm run build` first), and nginx round-robin in front. `npm run scale:down` stops it all.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { nginxConfig, pgbouncerConfig } from './configs.mjs';
import {
  baseUrl, DATABASE, directUrl, instanceEnvironment, instanceUrl, logFile, mailDir, NGINX_PORT, PGBOUNCER_PORT, pidFile, POSTGRES, root, runDir,
} from './topology.mjs';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    fresh: { type: 'boolean', default: false },
    // Passed to every instance, e.g. --env APPROVAL_DAYS=0.0005 (repeatable).
    env: { type: 'string', multiple: true, default: [] },
  },
});
const instances = Number(values.instances);
if (!Number.isInteger(instances) || instances < 1 || instances > 9) throw new Error('--instances must be 1 to 9');
const extraEnvironment = Object.fromEntries(values.env.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));

const isRoot = process.getuid?.() === 0;
const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
};
const has = (command) => spawnSync('sh', ['-c', `command -v ${command} || test -x /usr/sbin/${command}`], { stdio: 'ignore' }).status === 0;
const sbin = (command) => (existsSync(`/usr/sbin/${command}`) ? `/usr/sbin/${command}` : command);

function installMissing() {
  const missing = [['nginx', 'nginx'], ['pgbouncer', 'pgbouncer']].filter(([command]) => !has(command)).map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  console.info(`[scale] installing ${missing.join(' and ')} from Debian's packages…`);
  const sudo = isRoot ? [] : ['sudo', '-n'];
  const apt = (...args) => run(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  try {
    apt('install', '-y', '--no-install-recommends', ...missing);
  } catch {
    apt('update');
    apt('install', '-y', '--no-install-recommends', ...missing);
  }
  // Debian starts the packaged services on install; this run starts its own.
  for (const service of missing) spawnSync('sh', ['-c', `service ${service} stop || true`], { stdio: 'ignore' });
}

async function createDatabase() {
  const client = new pg.Client({ host: POSTGRES.host, port: POSTGRES.port, user: POSTGRES.user, database: 'postgres' });
  await client.connect();
  try {
    if (values.fresh) await client.query(`drop database if exists "${DATABASE}" with (force)`);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (rowCount === 0) await client.query(`create database "${DATABASE}"`);
  } finally {
    await client.end();
  }
}

function startPgbouncer() {
  // PgBouncer will not run as root: it runs as postgres then, from a directory that user owns.
  const directory = path.join(runDir, 'pgbouncer');
  mkdirSync(directory, { recursive: true });
  const files = pgbouncerConfig({ directory, database: DATABASE, postgres: POSTGRES, port: PGBOUNCER_PORT });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(directory, name), text);
  const args = ['-d', path.join(directory, 'pgbouncer.ini')];
  if (isRoot) {
    const { status, stdout } = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    if (status !== 0) throw new Error('PgBouncer will not run as root and there is no postgres user to run it as');
    const [uid, gid] = [Number(stdout.trim()), Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim())];
    chownSync(directory, uid, gid);
    for (const name of Object.keys(files)) chownSync(path.join(directory, name), uid, gid);
    args.unshift('-u', 'postgres');
  }
  run(sbin('pgbouncer'), args);
}

function startInstance(index) {
  const name = `instance-${index + 1}`;
  const out = openSync(logFile(name), 'a');
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, ...instanceEnvironment(index, extraEnvironment) },
    detached: true,
    stdio: ['ignore', out, out],
  });
  writeFileSync(pidFile(name), String(child.pid));
  child.unref();
  return { name, url: instanceUrl(index), child };
}

async function waitReady(url, label, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${label} exited (${child.exitCode}); see ${runDir}`);
    const ok = await fetch(`${url}/api/v1/ready`).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${label} was not ready within 120 s; see ${runDir}`);
}

function startNginx(count) {
  const directory = path.join(runDir, 'nginx');
  mkdirSync(path.join(directory, 'temp'), { recursive: true });
  writeFileSync(path.join(directory, 'nginx.conf'), nginxConfig({ directory, listen: `127.0.0.1:${NGINX_PORT}`, runAsRoot: isRoot, upstreams: Array.from({ length: count }, (_, index) => new URL(instanceUrl(index)).host) }));
  run(sbin('nginx'), ['-p', directory, '-c', path.join(directory, 'nginx.conf')]);
}

async function main() {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) throw new Error('No build: run `npm run build` once first (every instance serves that one build).');
  if (existsSync(pidFile('instance-1'))) throw new Error(`A run seems to be up (${pidFile('instance-1')}): npm run scale:down first.`);
  installMissing();
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  await createDatabase();
  startPgbouncer();
  // The first instance migrates and seeds; the others start once it answers (they would wait on its lock anyway).
  const first = startInstance(0);
  await waitReady(first.url, first.name, first.child);
  const others = Array.from({ length: instances - 1 }, (_, index) => startInstance(index + 1));
  await Promise.all(others.map((instance) => waitReady(instance.url, instance.name, instance.child)));
  startNginx(instances);
  await waitReady(baseUrl, 'nginx');
  console.info(`[scale] up: ${instances} instance(s) behind nginx at ${baseUrl}; PgBouncer :${PGBOUNCER_PORT} → ${directUrl}; logs in ${runDir}`);
}

main().catch((error) => {
  console.error(`[scale] ${error instanceof Error ? error.message : error}`);
  // Whatever did start is stopped again, so the next scale:up starts clean.
  if (existsSync(runDir)) spawnSync(process.execPath, [path.join(import.meta.dirname, 'down.mjs')], { stdio: 'inherit' });
  process.exitCode = 1;
});
