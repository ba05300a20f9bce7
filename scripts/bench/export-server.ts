// The API the export benchmark measures, in a process of its own so its memory is its alone:
// `node --import tsx scripts/bench/export-server.ts <database url>`; it tells its parent the port
// it listens on, and closes when the parent says so (or goes away).
// First: loading the API lets @hono/zod-openapi give zod its .openapi() before any contract schema is built.
import { createApp } from '@/server/app';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createDatabase } from '@/server/db/client';

const url = process.argv[2];
if (!url || !process.send) throw new Error('Run by scripts/bench/export.ts with a database URL');
const handle = createDatabase({ url });
const app = createApp({ db: handle.db, mailer: async () => undefined });
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => process.send!({ port: info.port }));

const close = () => server.close(() => void handle.close().finally(() => process.exit(0)));
process.on('message', (message) => message === 'close' && close());
process.on('disconnect', close);
