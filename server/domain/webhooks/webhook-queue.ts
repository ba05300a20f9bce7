import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import { WEBHOOK_WAKE_CHANNEL } from '../../db/notify-channels';

// The job queue that drives deliveries (pg-boss, in its own `pgboss` schema). A job names one
// endpoint and one work order: its handler sends that pair's pending deliveries in order.

export const WEBHOOK_QUEUE = 'webhook-deliveries';
export const WEBHOOK_QUEUE_SCHEMA = 'pgboss';

/** One endpoint's deliveries about one work order (null: not about an order, e.g. a ping). */
export type WebhookJob = { endpointId: number; workOrderId: number | null };

/** A job left by a worker that died is handed out again after this long. */
export const WEBHOOK_JOB_EXPIRE_SECONDS = 60;

type ExecuteSql = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/** `$1`-style SQL run through drizzle, so it joins the transaction `db` is (the job commits or rolls back with the change). */
export function drizzleExecutor(db: Database): ExecuteSql {
  return {
    executeSql: async (text, values = []) => {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)), sql`${values[Number(match[1]) - 1] ?? null}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = (await db.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

// Only builds the insert: it sends through the executor it is handed, never its own connection.
const sender = new PgBoss({ db: { executeSql: () => Promise.reject(new Error('send with a db')) }, schema: WEBHOOK_QUEUE_SCHEMA });

/** Queues a job in `db`'s transaction, to run at `startAfter` (now when absent); a job due now wakes the workers when the transaction commits. */
export async function enqueueWebhookJob(db: Database, job: WebhookJob, startAfter?: Date): Promise<void> {
  await sender.send(WEBHOOK_QUEUE, job, { db: drizzleExecutor(db), startAfter, expireInSeconds: WEBHOOK_JOB_EXPIRE_SECONDS, retryLimit: 10, retryDelay: 5 });
  if (!startAfter) await db.execute(sql`select pg_notify(${WEBHOOK_WAKE_CHANNEL}, '')`);
}
