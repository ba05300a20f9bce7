// The portal's production server (`npm start` runs it after building): Next.js's request handler
// on a plain Node HTTP server, the documented custom-server API. `next start` waits on SIGTERM for
// every connection (an open event stream never ends) and then exits without closing the database;
// here SIGTERM and SIGINT stop accepting, end event streams and sweeps, let in-flight requests
// finish, close the database, and exit 0.
import http from 'node:http';
import path from 'node:path';
import { makeGracefullyClosable } from '../server/lib/close-http-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT || 3000);
// Set before Next.js loads, as `next start` does.
process.env.NODE_ENV = 'production';

const { default: next } = await import('next');
const app = next({ dev: false, dir: root, hostname: 'localhost', port });
// Runs instrumentation.ts: the database is migrated and seeded, the periodic jobs start (server/jobs).
await app.prepare();
const handle = app.getRequestHandler();

/**
 * What instrumentation.ts exposes (server/server-process.ts): the shutdown steps and the logger.
 * Looked up when needed: Next.js may still be running instrumentation when prepare() resolves.
 */
const getServerProcess = () => globalThis[Symbol.for('service-portal.server-process')];
const logger = {
  info: (fields, message) => (getServerProcess()?.logger ?? console).info(fields, message),
  error: (fields, message) => (getServerProcess()?.logger ?? console).error(fields, message),
};

const server = http.createServer((request, response) => handle(request, response));
const closeHttpServer = makeGracefullyClosable(server);
server.listen(port, () => logger.info({ port }, `portal listening on http://localhost:${port}`));

let stopping;
for (const signal of ['SIGINT', 'SIGTERM']) {
  // A shell's Ctrl+C reaches this process and its parent (which forwards it): one stop is enough.
  process.on(signal, () => (stopping ??= stop(signal)));
}

async function stop(signal) {
  logger.info({ signal }, 'shutting down: finishing the requests under way');
  try {
    const closed = closeHttpServer();
    await getServerProcess()?.drain();
    await closed;
    await getServerProcess()?.close();
    await app.close();
    process.exit(0);
  } catch (error) {
    logger.error({ error: { message: error?.message } }, 'shutting down failed');
    process.exit(1);
  }
}
