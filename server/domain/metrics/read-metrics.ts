import { PGlite } from '@electric-sql/pglite';
import { and, count, eq, lte, min, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../db/client';
import { clientOf } from '../../db/client-of';
import { quoteIdentifier } from '../../db/quote-identifier';
import { webhookDeliveries } from '../../db/schema';
import { getMetrics, type Metrics } from '../../lib/metrics/metrics-registry';
import { WEBHOOK_QUEUE, WEBHOOK_QUEUE_SCHEMA } from '../webhooks/webhook-queue';

type ReadMetricsOptions = { db: Database; now?: Date };

/** The client under a drizzle database: a pg pool (a server, or the embedded database's process) or an in-process PGlite. */

/** The pool's connections; an in-process PGlite is one session that queues queries itself, shown as one idle connection. */
function readPool({ poolConnections, poolMax }: Metrics, db: Database) {
  const client = clientOf(db);
  if (client instanceof pg.Pool) {
    poolConnections.set({ state: 'in_use' }, client.totalCount - client.idleCount);
    poolConnections.set({ state: 'idle' }, client.idleCount);
    poolConnections.set({ state: 'waiting' }, client.waitingCount);
    poolMax.set(client.options.max ?? 10);
  } else if (client instanceof PGlite) {
    poolConnections.set({ state: 'in_use' }, 0);
    poolConnections.set({ state: 'idle' }, 1);
    poolConnections.set({ state: 'waiting' }, 0);
    poolMax.set(1);
  }
}

const QUEUE_STATES = { due: `state in ('created', 'retry') and start_after <= now()`, running: `state = 'active'`, failed: `state = 'failed'` } as const;

/** The job queue's jobs by state; none when the queue has not been created yet (no worker has started). */
async function readQueue({ queueJobs }: Metrics, db: Database) {
  queueJobs.reset();
  const columns = Object.entries(QUEUE_STATES).map(([state, condition]) => `count(*) filter (where ${condition})::int as ${state}`);
  const result = await db
    .execute(sql.raw(`select ${columns.join(', ')} from ${quoteIdentifier(WEBHOOK_QUEUE_SCHEMA)}.job where name = '${WEBHOOK_QUEUE}'`))
    .catch(() => undefined);
  const row = (result as { rows: Record<keyof typeof QUEUE_STATES, number>[] } | undefined)?.rows[0];
  if (!row) return;
  for (const state of Object.keys(QUEUE_STATES) as (keyof typeof QUEUE_STATES)[]) queueJobs.set({ queue: WEBHOOK_QUEUE, state }, Number(row[state]));
}

/** Deliveries due now, and how long the one due longest has waited. */
async function readWebhookLag({ webhookDeliveriesDue, webhookDeliveryLag }: Metrics, db: Database, now: Date) {
  const [due] = await db
    .select({ count: count(), oldest: min(webhookDeliveries.nextAttemptAt) })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)));
  webhookDeliveriesDue.set(due?.count ?? 0);
  webhookDeliveryLag.set(due?.oldest ? Math.max(0, (now.getTime() - new Date(due.oldest).getTime()) / 1000) : 0);
}

/**
 * The process's metrics in the Prometheus text format, with the database-wide figures read now.
 * A database that does not answer leaves those as they were: the scrape still shows the process.
 */
export async function readMetrics({ db, now = new Date() }: ReadMetricsOptions): Promise<{ contentType: string; text: string }> {
  const metrics = getMetrics();
  readPool(metrics, db);
  await Promise.all([readQueue(metrics, db), readWebhookLag(metrics, db, now).catch(() => undefined)]);
  return { contentType: metrics.registry.contentType, text: await metrics.registry.metrics() };
}
