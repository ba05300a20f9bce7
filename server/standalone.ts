// `npm run api`: the v1 API on its own port, for a portal served from another origin.
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { app } from './app';
import { env } from './env';
import { startPeriodicJobs } from './jobs/run-periodic-jobs';
import { startWebhookWorker } from './jobs/webhook-worker';
import { makeGracefullyClosable } from './lib/close-http-server.mjs';
import { describeError } from './lib/describe-error';
import { logger } from './lib/logger';
import { checkStorage, getDefaultStorage } from './lib/storage';
import { prepareDatabase } from './seed/prepare-database';
import { closeServerProcess, drainServerProcess } from './server-process';

const server = new Hono();
server.use(
  '*',
  cors({
    origin: env.PORTAL_ORIGIN,
    allowHeaders: ['Authorization', 'Content-Type'],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  }),
);
server.all('*', (c) => app.fetch(c.req.raw, c.env));

// The file storage reachable before serving (with `s3`, the bucket is created when missing).
await checkStorage(getDefaultStorage(await prepareDatabase()));
startPeriodicJobs({ getDb: prepareDatabase });
void startWebhookWorker({ getDb: prepareDatabase });
const httpServer = serve({ fetch: server.fetch, port: env.API_PORT }, (info) => {
  logger.info({ port: info.port }, `API listening on http://localhost:${info.port}/api/v1 (docs: /api/v1/docs)`);
});
const closeHttpServer = makeGracefullyClosable(httpServer as Server);

// On SIGTERM or SIGINT: stop accepting, end event streams and periodic jobs, let in-flight requests
// finish, then close the database, so every acknowledged write is kept and PGlite is left clean.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'shutting down');
    const closed = closeHttpServer();
    drainServerProcess()
      .then(() => closed)
      .then(closeServerProcess)
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error({ error: describeError(error) }, 'shutting down failed');
        process.exit(1);
      });
  });
}
