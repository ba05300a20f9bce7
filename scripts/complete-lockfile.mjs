// Records other platforms' optional binaries (e.g. @next/swc-darwin-arm64) in package-lock.json
// when the registry in use does not serve them, so `npm ci` accepts the lock file everywhere.
// Each entry is marked optional with its os/cpu, so npm skips it on every other platform.
// Run after anything that rewrites the lock: `npm install … && node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const OSES = ['darwin', 'win32', 'android', 'freebsd', 'openharmony', 'linux', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32'];

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
let added = 0;

for (const entry of Object.values(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const location = `node_modules/${name}`;
    if (lock.packages[location]) continue;
    const base = name.split('/').pop();
    const os = OSES.find((candidate) => base.includes(candidate));
    const cpu = CPUS.find((candidate) => new RegExp(`(^|-)${candidate}(-|$)`).test(base));
    if (!os && !cpu) continue;
    lock.packages[location] = {
      version: range.replace(/^[\^~]/, ''),
      optional: true,
      ...(cpu && { cpu: [cpu] }),
      ...(os && { os: [os] }),
    };
    added += 1;
  }
}

writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.info(`complete-lockfile: ${added} platform entr${added === 1 ? 'y' : 'ies'} added`);
