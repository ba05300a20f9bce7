import type { Database } from '../db/client';
import { clientOf } from '../db/client-of';
import { describeError } from '../lib/describe-error';
import { logger } from '../lib/logger';
import { getMetrics } from '../lib/metrics/metrics-registry';
import { listenForWakeUps } from './listen-for-wake-ups';
import { PERIODIC_JOBS, type PeriodicJob } from './periodic-jobs';

type RunningJob = {
  timer: ReturnType<typeof setInterval>;
  /** The run under way, which stopping waits for. */
  current?: Promise<void>;
  /** Woken while a run was under way: it may have missed what the wake-up announced, so one more run follows. */
  isWokenMeanwhile?: boolean;
  unlisten?: Promise<() => Promise<void>>;
};

// Kept on globalThis: in development the bundler may load this module more than once per process.
const cache = globalThis as typeof globalThis & { __servicePortalPeriodicJobs?: Map<string, RunningJob> };

type StartPeriodicJobsOptions = { getDb: () => Promise<Database>; jobs?: readonly PeriodicJob[] };

/**
 * Runs each job now and then every intervalSeconds in this process, and at once on each NOTIFY
 * of its wake channel: once per process and job, a run never starts while the previous one is
 * under way (a slow mail server must not let them pile up; a wake-up meanwhile gets one more run
 * after it), a failure is logged and the next run comes as usual, and the timers never keep the
 * process alive (stopping ends the listening).
 */
export function startPeriodicJobs({ getDb, jobs = PERIODIC_JOBS }: StartPeriodicJobsOptions): void {
  const running = (cache.__servicePortalPeriodicJobs ??= new Map());
  for (const job of jobs) {
    if (running.has(job.name)) continue;
    const entry: RunningJob = { timer: setInterval(() => tick(), job.intervalSeconds() * 1000) };
    const tick = () => {
      entry.current ??= runOnce(job, getDb).finally(() => {
        entry.current = undefined;
        if (entry.isWokenMeanwhile && running.get(job.name) === entry) wake();
      });
    };
    const wake = () => {
      entry.isWokenMeanwhile = entry.current !== undefined;
      tick();
    };
    entry.timer.unref();
    running.set(job.name, entry);
    const { wakeChannel } = job;
    if (wakeChannel) entry.unlisten = getDb().then((db) => listenForWakeUps({ client: clientOf(db), channel: wakeChannel, wake }), () => async () => undefined);
    tick();
  }
}

async function runOnce(job: PeriodicJob, getDb: () => Promise<Database>): Promise<void> {
  const { periodicJobRunning, periodicJobFailures } = getMetrics();
  periodicJobRunning.set({ job: job.name }, 1);
  try {
    await job.run(await getDb());
  } catch (error) {
    periodicJobFailures.inc({ job: job.name });
    logger.error({ error: describeError(error) }, `${job.name} failed`);
  } finally {
    periodicJobRunning.set({ job: job.name }, 0);
  }
}

/** Stops this process's jobs (shutdown) and waits for the runs under way, so the database can close after them. */
export async function stopPeriodicJobs(): Promise<void> {
  const running = cache.__servicePortalPeriodicJobs;
  if (!running) return;
  const entries = [...running.values()];
  running.clear();
  for (const entry of entries) clearInterval(entry.timer);
  await Promise.all(entries.map(async (entry) => (await entry.unlisten)?.()));
  await Promise.all(entries.map((entry) => entry.current));
}
