import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_MAIL_DIR, E2E_MAP_TILE_URL, E2E_PORT, E2E_SERVER_LOG, E2E_TILE_ORIGIN, E2E_TILE_PORT, prepareE2eData } from './e2e/support/environment';

const dataDir = prepareE2eData();

export default defineConfig({
  testDir: './e2e',
  outputDir: './e2e/.artifacts/results',
  fullyParallel: false,
  workers: 1,
  // The built app as it is: a test that needs a retry or a long wait has found a bug.
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // E2E_BASE_URL points the suite at a server that is already running (e.g. `next dev`) instead.
  webServer: process.env.E2E_BASE_URL ? undefined : [{
    // The built portal on a fresh embedded database; each mail is an .eml file the tests read.
    command: `node scripts/start.mjs > ${E2E_SERVER_LOG} 2>&1`,
    url: `${E2E_BASE_URL}/api/v1/ready`,
    // Start-up only (the app is built first): migrating and seeding the fresh database takes 10–20 s.
    timeout: 90_000,
    reuseExistingServer: false,
    env: {
      PORT: String(E2E_PORT),
      NEXTAUTH_URL: E2E_BASE_URL,
      NEXTAUTH_SECRET: 'e2e-only-secret-not-for-production',
      PGLITE_DATA_DIR: `${dataDir}/pglite`,
      UPLOAD_DIR: `${dataDir}/uploads`,
      MAIL_DIR: E2E_MAIL_DIR,
      NEXT_TELEMETRY_DISABLED: '1',
      // The integrations test's webhook receiver listens on loopback.
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      // The maps' tiles come from the stand-in below, never from the internet.
      MAP_TILE_URL: E2E_MAP_TILE_URL,
    },
  }, {
    command: `node e2e/support/tileStub.mjs ${E2E_TILE_PORT}`,
    url: `${E2E_TILE_ORIGIN}/0/0/0.png`,
    timeout: 10_000,
    reuseExistingServer: false,
  }],
});
