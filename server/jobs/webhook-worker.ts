import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { deliverWebhookJob } from '../domain/webhooks/deliver-webhook-job';
import { WEBHOOK_QUEUE, WEBHOOK_QUEUE_SCHEMA, type WebhookJob } from '../domain/webhooks/webhook-queue';
import { describeError } from '../lib/describe-error';
import { logger } from '../lib/logger';

// Delivers webhooks: pg-boss workers on the app's own database client (the pg pool of a server or
// of the embedded database, or the in-memory PGlite of tests), so it runs wherever the app does.

type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** pg-boss's statements through the client drizzle uses; statements without values may be several in one text. */
function executorFor(client: unknown): ExecuteSql {
  if (client instanceof PGlite) {
    return async (text, values) => {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    };
  }
  if (client instanceof pg.Pool) return (text, values) => client.query(text, values);
  throw new Error('Webhook delivery needs a PGlite or a pg pool.');
}

export type WebhookWorkerOptions = {
  getDb: () => Promise<Database>;
  /** How many jobs this process works on at once. */
  concurrency?: number;
  /** How often an idle worker looks for due jobs, besides being woken (at least 0.5). */
  pollingIntervalSeconds?: number;
  schedule?: readonly number[];
  allowPrivate?: boolean;
};

type RunningWorker = { boss: PgBoss; db: Database };

// On globalThis, like the periodic jobs: the bundler may load this module more than once per process.
const cache = globalThis as typeof globalThis & { __servicePortalWebhookWorker?: Promise<RunningWorker | undefined> };

/**
 * Starts this process's webhook workers once (pg-boss creates or migrates its schema first).
 * Every instance may run them: pg-boss hands each job to one worker, and each delivery is
 * claimed before it is sent.
 */
export function startWebhookWorker(options: WebhookWorkerOptions): Promise<RunningWorker | undefined> {
  cache.__servicePortalWebhookWorker ??= start(options).catch((error: unknown) => {
    logger.error({ error: describeError(error) }, 'the webhook worker did not start');
    cache.__servicePortalWebhookWorker = undefined;
    return undefined;
  });
  return cache.__servicePortalWebhookWorker;
}

async function start({ getDb, concurrency = 4, pollingIntervalSeconds = 0.5, schedule, allowPrivate }: WebhookWorkerOptions): Promise<RunningWorker> {
  const db = await getDb();
  const client = (db as Database & { $client?: unknown }).$client;
  const boss = new PgBoss({ db: { executeSql: executorFor(client) }, schema: WEBHOOK_QUEUE_SCHEMA, supervise: true, schedule: false });
  boss.on('error', (error) => logger.error({ error: describeError(error) }, 'webhook queue error'));
  await boss.start();
  await boss.createQueue(WEBHOOK_QUEUE);
  for (let index = 0; index < concurrency; index += 1) {
    await boss.work<WebhookJob>(WEBHOOK_QUEUE, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
      await deliverWebhookJob({ db, job: job.data, schedule, allowPrivate });
    });
  }
  return { boss, db };
}

/** Stops the workers (shutdown, tests), waiting for the deliveries under way. */
export async function stopWebhookWorker(): Promise<void> {
  const running = await cache.__servicePortalWebhookWorker;
  cache.__servicePortalWebhookWorker = undefined;
  await running?.boss.stop({ graceful: true, wait: true, close: false, timeout: 15_000 });
}
