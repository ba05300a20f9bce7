// `npm run api`: the v1 API on its own port, for a portal served from another origin.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { app } from './app';
import { getDatabaseHandle } from './db';
import { startApprovalSweeper } from './domain/lifecycle/start-approval-sweeper';
import { startMailSweeper } from './domain/mail/start-mail-sweeper';
import { env } from './env';
import { prepareDatabase } from './seed/prepare-database';

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

await prepareDatabase();
startApprovalSweeper({ getDb: prepareDatabase });
startMailSweeper({ getDb: prepareDatabase });
const httpServer = serve({ fetch: server.fetch, port: env.API_PORT }, (info) => {
  console.info(`[api] listening on http://localhost:${info.port}/api/v1 (docs: /api/v1/docs)`);
});

// Close the database on the way out, so an embedded PGlite directory is left clean.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    httpServer.close();
    getDatabaseHandle()
      .close()
      .catch((error: unknown) => console.error('[api] closing the database failed', error))
      .finally(() => process.exit(0));
  });
}
