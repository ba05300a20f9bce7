import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = { '@': root };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          setupFiles: ['server/test/setup.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          // One trusted proxy: callApi's X-Forwarded-For gives each test its own client address.
          // The cheap password hash is refused outside NODE_ENV=test (server/env.ts).
          env: { TRUST_PROXY: '1', PASSWORD_HASH_COST: 'test', WEBHOOK_ALLOW_PRIVATE_URLS: 'true' },
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['{app,components,lib,store,services,constants,theme,types}/**/*.test.{ts,tsx}'],
          setupFiles: ['vitest.setup.ui.ts'],
          css: false,
          // Rendering MUI forms in jsdom is slow on a busy 2-core machine; no test asserts timing.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
