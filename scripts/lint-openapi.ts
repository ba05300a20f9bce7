// npm run lint:openapi – writes the OpenAPI document the API serves to a temporary file and
// lints it with Redocly's recommended rules (redocly.yaml); exits with Redocly's code.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { servedOpenApiDocument } from './served-openapi-document';

const folder = await mkdtemp(join(tmpdir(), 'openapi-'));
const file = join(folder, 'openapi.json');
await writeFile(file, JSON.stringify(JSON.parse(await servedOpenApiDocument()), null, 2));

const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const { status } = spawnSync(process.execPath, [redocly, 'lint', file, '--config', 'redocly.yaml'], {
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
await rm(folder, { recursive: true });
process.exit(status ?? 1);
