import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents, type WebhookEndpointRow } from '../../db/schema';
import { checkWebhookAddress } from './check-webhook-address';
import { postWebhook, type PostOutcome } from './post-webhook';
import { defaultRetrySchedule, nextAttemptDelay, parseRetryAfter } from './retry-schedule';
import { signWebhook } from './sign-webhook';
import { enqueueWebhookJob, type WebhookJob } from './webhook-queue';

/** A claimed attempt is someone's for this long (more than the 10 s timeout): a worker that died meanwhile leaves it due again (the resumption job queues it). */
export const CLAIM_MS = 30_000;

export type DeliverOptions = {
  db: Database;
  job: WebhookJob;
  /** Waits before each retry, in ms (WEBHOOK_RETRY_SCHEDULE). */
  schedule?: readonly number[];
  allowPrivate?: boolean;
  now?: () => Date;
};

/** An attempt not made: the endpoint is off, or its address is refused now; trying again would not help. */
type Refused = { status: null; error: string; isRefused: true };

const isRetryable = (outcome: PostOutcome | Refused) => (outcome.status === null && !('isRefused' in outcome)) || (outcome.status !== null && outcome.status >= 500) || outcome.status === 408 || outcome.status === 429;
const isSuccess = (outcome: PostOutcome | Refused) => outcome.status !== null && outcome.status >= 200 && outcome.status < 300;

/**
 * Sends one endpoint's pending deliveries about one work order, oldest first, one at a time: a
 * later one waits while an earlier one is pending (waiting for its retry, it queues a job for
 * then and stops). Each attempt is claimed first, so two workers never send the same one
 * at once; a failure that may pass (5xx, 408, 429, timeout, connection) is retried on the
 * schedule, any other answer but 2xx gives the delivery up, and the next one goes.
 */
export async function deliverWebhookJob({ db, job, schedule = defaultRetrySchedule(), allowPrivate, now = () => new Date() }: DeliverOptions): Promise<void> {
  const sameKey = and(
    eq(webhookDeliveries.endpointId, job.endpointId),
    job.workOrderId === null ? isNull(webhookDeliveries.workOrderId) : eq(webhookDeliveries.workOrderId, job.workOrderId),
    eq(webhookDeliveries.status, 'pending'),
  );
  for (;;) {
    const [head] = await db.select({ id: webhookDeliveries.id, nextAttemptAt: webhookDeliveries.nextAttemptAt }).from(webhookDeliveries).where(sameKey).orderBy(asc(webhookDeliveries.id)).limit(1);
    if (!head) return;
    const at = now();
    if (head.nextAttemptAt && head.nextAttemptAt > at) {
      await enqueueWebhookJob(db, job, head.nextAttemptAt);
      return;
    }
    const [claimed] = await db
      .update(webhookDeliveries)
      .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + CLAIM_MS) })
      .where(and(eq(webhookDeliveries.id, head.id), eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, at)))
      .returning();
    // Another worker has it; it carries on with this key.
    if (!claimed) return;
    const [{ endpoint, payload }] = await db
      .select({ endpoint: webhookEndpoints, payload: webhookEvents.payload })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(eq(webhookDeliveries.id, claimed.id));
    const outcome = await attempt({ endpoint, messageId: claimed.messageId, body: JSON.stringify(payload), allowPrivate, at: now() });
    const done = now();
    const answer = outcome.status === null ? { lastStatusCode: null, lastError: outcome.error, responseExcerpt: null } : { lastStatusCode: outcome.status, lastError: null, responseExcerpt: outcome.body };

    if (isSuccess(outcome)) {
      await db.update(webhookDeliveries).set({ ...answer, status: 'delivered', deliveredAt: done, nextAttemptAt: null }).where(eq(webhookDeliveries.id, claimed.id));
      if (endpoint.failingSince) await db.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id));
      continue;
    }
    if (!endpoint.failingSince) await db.update(webhookEndpoints).set({ failingSince: done }).where(and(eq(webhookEndpoints.id, endpoint.id), isNull(webhookEndpoints.failingSince)));
    const error = answer.lastError ?? `The receiver answered ${outcome.status}`;
    const delay = isRetryable(outcome)
      ? nextAttemptDelay({ attempts: claimed.attempts, schedule, retryAfterMs: outcome.status === null ? null : parseRetryAfter(outcome.retryAfter, done.getTime()) })
      : null;
    if (delay === null) {
      await db.update(webhookDeliveries).set({ ...answer, lastError: error, status: 'failed', nextAttemptAt: null }).where(eq(webhookDeliveries.id, claimed.id));
      continue;
    }
    const nextAttemptAt = new Date(done.getTime() + delay);
    await db.update(webhookDeliveries).set({ ...answer, lastError: error, nextAttemptAt }).where(eq(webhookDeliveries.id, claimed.id));
    await enqueueWebhookJob(db, job, nextAttemptAt);
    return;
  }
}

type AttemptOptions = { endpoint: WebhookEndpointRow; messageId: string; body: string; allowPrivate?: boolean; at: Date };

/** One signed POST to the endpoint, its address checked again now (and connected to as checked). */
async function attempt({ endpoint, messageId, body, allowPrivate, at }: AttemptOptions): Promise<PostOutcome | Refused> {
  if (!endpoint.enabled) return { status: null, error: 'The endpoint is disabled', isRefused: true };
  const check = await checkWebhookAddress(endpoint.url, { allowPrivate });
  if (!check.ok) return { status: null, error: `Not sent: ${check.reason}`, isRefused: true };
  const secrets = [endpoint.secret];
  if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > at) secrets.push(endpoint.previousSecret);
  return postWebhook({ target: check.target, body, headers: signWebhook({ messageId, body, secrets, at }) });
}

