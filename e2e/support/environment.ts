import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT || 3210);
export const E2E_BASE_URL = process.env.E2E_BASE_URL || `http://localhost:${E2E_PORT}`;
const ARTIFACTS = path.resolve('e2e/.artifacts');
/** The stand-in tile server (tileStub.mjs) the portal's maps load their tiles from (MAP_TILE_URL). */
export const E2E_TILE_PORT = Number(process.env.E2E_TILE_PORT || E2E_PORT + 1000);
export const E2E_TILE_ORIGIN = `http://127.0.0.1:${E2E_TILE_PORT}`;
export const E2E_MAP_TILE_URL = `${E2E_TILE_ORIGIN}/{z}/{x}/{y}.png`;
/** The server's log. */
export const E2E_SERVER_LOG = process.env.E2E_SERVER_LOG || path.join(ARTIFACTS, 'server.log');
/** Where the server writes each mail as an `.eml` file (MAIL_DIR; no SMTP in tests). */
export const E2E_MAIL_DIR = process.env.E2E_MAIL_DIR || path.join(ARTIFACTS, 'mail');

/**
 * A fresh database for each run. Playwright loads this config in the runner and in every
 * worker; only the runner (no TEST_WORKER_INDEX) wipes the folder, before the server starts.
 */
export function prepareE2eData(): string {
  const dir = path.join(ARTIFACTS, 'data');
  if (!process.env.TEST_WORKER_INDEX && !process.env.E2E_BASE_URL) {
    rmSync(dir, { recursive: true, force: true });
    rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  return dir;
}
