import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { clientOf } from '../db/client-of';
import { deliverWebhookJob } from '../domain/webhooks/deliver-webhook-job';
import { WEBHOOK_WAKE_CHANNEL } from '../db/notify-channels';
import { WEBHOOK_QUEUE, WEBHOOK_QUEUE_SCHEMA, type WebhookJob } from '../domain/webhooks/webhook-queue';
import { describeError } from '../lib/describe-error';
import { logger } from '../lib/logger';
import { listenForWakeUps } from './listen-for-wake-ups';

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

/** Jobs one worker takes per fetch and works on side by side. */
const JOBS_PER_FETCH = 10;

type RunningWorker = { boss: PgBoss; db: Database; unlisten: () => Promise<void>; stop: () => Promise<void> };

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

const start = async (options: WebhookWorkerOptions) => createWebhookWorker({ ...options, db: await options.getDb() });

/**
 * A worker set of its own on `db` (not the process's: tests run two, as two instances would);
 * `stop` waits for the deliveries under way.
 */
export async function createWebhookWorker({ db, concurrency = 4, pollingIntervalSeconds = 0.5, schedule, allowPrivate }: Omit<WebhookWorkerOptions, 'getDb'> & { db: Database }): Promise<RunningWorker> {
  const client = clientOf(db);
  const boss = new PgBoss({ db: { executeSql: executorFor(client) }, schema: WEBHOOK_QUEUE_SCHEMA, supervise: true, schedule: false });
  boss.on('error', (error) => logger.error({ error: describeError(error) }, 'webhook queue error'));
  await boss.start();
  await boss.createQueue(WEBHOOK_QUEUE);
  const workerIds: string[] = [];
  for (let index = 0; index < concurrency; index += 1) {
    const self = { id: '' };
    self.id = await boss.work<WebhookJob>(WEBHOOK_QUEUE, { pollingIntervalSeconds, batchSize: JOBS_PER_FETCH }, async (jobs) => {
      // Each job is one order's deliveries to one endpoint: they go side by side, and a job that fails is handed out again by pg-boss.
      const results = await Promise.allSettled(jobs.map((job) => deliverWebhookJob({ db, job: job.data, schedule, allowPrivate })));
      // Found work: look again at once rather than after the polling interval.
      if (self.id) boss.notifyWorker(self.id);
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    });
    workerIds.push(self.id);
  }
  // A job queued by a commit (on any instance) wakes the idle workers at once; polling covers a lost wake-up.
  const unlisten = await listenForWakeUps({ client, channel: WEBHOOK_WAKE_CHANNEL, wake: () => workerIds.forEach((id) => boss.notifyWorker(id)) });
  const stop = async () => {
    await unlisten();
    await boss.stop({ graceful: true, wait: true, close: false, timeout: 15_000 });
  };
  return { boss, db, unlisten, stop };
}

/** Stops the workers (shutdown, tests), waiting for the deliveries under way. */
export async function stopWebhookWorker(): Promise<void> {
  const running = await cache.__servicePortalWebhookWorker;
  cache.__servicePortalWebhookWorker = undefined;
  await running?.stop();
}
