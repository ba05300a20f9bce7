// `npm run scale:down`: stops what `scale:up` started (nginx, the portal instances, PgBouncer).
// The run directory (logs, mail) stays for reading; the database stays too (`scale:up -- --fresh` drops it).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { runDir } from './topology.mjs';

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function stop(pidPath, label) {
  if (!existsSync(pidPath)) return;
  const pid = Number(readFileSync(pidPath, 'utf8').trim());
  if (pid > 0 && isAlive(pid)) {
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + 20_000;
    while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    console.info(`[scale] stopped ${label} (${pid})`);
  }
  rmSync(pidPath, { force: true });
}

if (existsSync(runDir)) {
  await stop(path.join(runDir, 'nginx', 'nginx.pid'), 'nginx');
  const instances = readdirSync(runDir).filter((name) => /^instance-\d+\.pid$/.test(name));
  await Promise.all(instances.map((name) => stop(path.join(runDir, name), name.replace('.pid', ''))));
  await stop(path.join(runDir, 'pgbouncer', 'pgbouncer.pid'), 'pgbouncer');
}
console.info('[scale] down');
