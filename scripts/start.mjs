// `npm start`: checks the environment, builds the portal on an embedded first run, makes sure
// auth has a secret, then serves the portal and its /api/v1 on one port. The database is
// migrated and seeded by the server itself.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkStartEnvironment } from '../server/lib/start-checks.mjs';

const root = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

for (const file of ['.env.local', '.env']) {
  if (existsSync(path.join(root, file))) process.loadEnvFile(path.join(root, file));
}

const hasBuild = existsSync(path.join(root, '.next', 'BUILD_ID'));
const { errors, warnings } = checkStartEnvironment(process.env, { hasBuild });
for (const warning of warnings) console.warn(`Warning: ${warning}`);
if (errors.length > 0) {
  for (const error of errors) console.error(`Not starting: ${error}`);
  process.exit(1);
}

const port = process.env.PORT || '3000';
process.env.PORT = port;
process.env.NEXTAUTH_URL ||= `http://localhost:${port}`;
process.env.NEXT_TELEMETRY_DISABLED ||= '1';
// Only the embedded single-process default gets here without one (checkStartEnvironment).
process.env.NEXTAUTH_SECRET ||= readOrCreateSecret();

// A build that is present is served as it is: `npm run build` is the one build step.
if (!hasBuild) {
  console.info('Building the portal (first start only; `npm run build` rebuilds after changes)…');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Served in this process (scripts/serve.mjs), which handles SIGTERM and SIGINT itself.
await import('./serve.mjs');

/** A per-install secret kept under ./data, so sessions survive restarts without any set-up. */
function readOrCreateSecret() {
  const dir = path.join(root, 'data');
  const file = path.join(dir, '.nextauth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
