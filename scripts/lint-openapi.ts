// npm run lint:openapi – writes the OpenAPI document the API serves to a temporary file and
// lints it with Redocly's recommended rules (redocly.yaml); exits with Redocly's code.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_V1_BASE, DOC_ENDPOINTS } from '@/constants';
import { createApp } from '../server/app';
import type { Database } from '../server/db/client';

/** Serving the document reads no table, so the app gets a database that refuses every use. */
const noDatabase = new Proxy({} as Database, {
  get() {
    throw new Error('lint-openapi: serving the OpenAPI document must not touch the database');
  },
});

const response = await createApp({ db: noDatabase }).request(`${API_V1_BASE}${DOC_ENDPOINTS.OPENAPI}`);
if (!response.ok) throw new Error(`GET ${DOC_ENDPOINTS.OPENAPI} answered ${response.status}`);

const folder = await mkdtemp(join(tmpdir(), 'openapi-'));
const file = join(folder, 'openapi.json');
await writeFile(file, JSON.stringify(await response.json(), null, 2));

const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const { status } = spawnSync(process.execPath, [redocly, 'lint', file, '--config', 'redocly.yaml'], {
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
await rm(folder, { recursive: true });
process.exit(status ?? 1);
