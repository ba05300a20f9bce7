import type { Database } from '../db/client';
import { pruneIdempotencyKeys } from '../domain/idempotency/prune-idempotency-keys';
import { sendAllDueMails } from '../domain/mail/send-due-mails';
import { approveAllDueOrders } from '../domain/lifecycle/sweep-approvals';
import { openAllDueRoutedOrders } from '../domain/talent-pools/sweep-routed-orders';
import { disableFailingWebhooks } from '../domain/webhooks/disable-failing-webhooks';
import { enqueueDueWebhookDeliveries } from '../domain/webhooks/enqueue-due-webhook-deliveries';
import { pruneWebhookDeliveries } from '../domain/webhooks/prune-webhook-deliveries';
import { sendAllSavedSearchDigests } from '../domain/saved-searches/send-saved-search-digests';
import { alertQueuedSavedSearches } from '../domain/saved-searches/alert-queued-saved-searches';
import { SAVED_SEARCH_ALERT_CHANNEL } from '../db/notify-channels';
import { getDefaultMailer } from '../lib/mail';
import { env } from '../env';

/**
 * Work a server process does in the background, every `intervalSeconds`. Every instance runs
 * each job (the database hands each piece of work to one of them), so a job must be safe to run
 * in several processes at once. A new job is one line here.
 */
export type PeriodicJob = {
  /** Names the job in the log ("<name> failed"). */
  name: string;
  /** Read when the jobs start (from the environment). */
  intervalSeconds: () => number;
  /** A channel whose NOTIFY (sent by the commit that queued work for the job) runs it at once, besides the interval. */
  wakeChannel?: string;
  run: (db: Database) => Promise<void>;
};

/** A routed order opens to everyone within a minute of its window's end (find work already shows it from then on). */
const ROUTING_SWEEP_SECONDS = 60;

/** A key past its 24 hours no longer counts anyway; pruning only keeps the table small. */
const IDEMPOTENCY_PRUNE_SECONDS = 60 * 60;

/** Failing for days is judged to the quarter hour; pruning 30-day-old deliveries hourly is plenty. */
const WEBHOOK_HEALTH_SECONDS = 15 * 60;
const WEBHOOK_PRUNE_SECONDS = 60 * 60;
/** Picks up deliveries whose job was lost or whose worker died mid-attempt (its 30 s claim ran out). */
const WEBHOOK_RESUME_SECONDS = 30;
/**
 * A posted order is matched with the saved searches as soon as it commits (the queueing wakes the
 * job on every instance; one takes it) and the bell shows the alert live; the interval only
 * covers a wake-up lost meanwhile. Looking at an empty queue is one index probe.
 */
const SAVED_SEARCH_ALERT_SECONDS = 10;
/** Each engineer gets a saved-search digest at most hourly; looking every 5 minutes sends it soon after their hour is up. */
const SAVED_SEARCH_DIGEST_SECONDS = 5 * 60;

export const PERIODIC_JOBS: readonly PeriodicJob[] = [
  { name: 'approval sweep', intervalSeconds: () => env.APPROVAL_SWEEP_SECONDS, run: approveAllDueOrders },
  { name: 'routing sweep', intervalSeconds: () => ROUTING_SWEEP_SECONDS, run: openAllDueRoutedOrders },
  { name: 'notification mail sweep', intervalSeconds: () => env.MAIL_SWEEP_SECONDS, run: sendAllDueMails },
  { name: 'idempotency key pruning', intervalSeconds: () => IDEMPOTENCY_PRUNE_SECONDS, run: pruneIdempotencyKeys },
  {
    name: 'failing webhook shutoff',
    intervalSeconds: () => WEBHOOK_HEALTH_SECONDS,
    run: (db) => disableFailingWebhooks({ db, mailer: getDefaultMailer(), portalOrigin: env.PORTAL_ORIGIN }).then(() => undefined),
  },
  { name: 'webhook delivery resumption', intervalSeconds: () => WEBHOOK_RESUME_SECONDS, run: (db) => enqueueDueWebhookDeliveries(db).then(() => undefined) },
  {
    name: 'saved-search alerts',
    intervalSeconds: () => SAVED_SEARCH_ALERT_SECONDS,
    wakeChannel: SAVED_SEARCH_ALERT_CHANNEL,
    run: (db) => alertQueuedSavedSearches({ db }).then(() => undefined),
  },
  { name: 'saved-search digest mails', intervalSeconds: () => SAVED_SEARCH_DIGEST_SECONDS, run: sendAllSavedSearchDigests },
  { name: 'webhook delivery pruning', intervalSeconds: () => WEBHOOK_PRUNE_SECONDS, run: (db) => pruneWebhookDeliveries(db) },
];
