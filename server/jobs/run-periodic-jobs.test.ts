import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { startPeriodicJobs, stopPeriodicJobs } from './run-periodic-jobs';

const db = {} as Database;
const getDb = async () => db;

/** Ends every slow run still under way (after each test, so stopping does not wait forever). */
const ends: Array<() => void> = [];

/** A job whose runs end only when told, counting how often it started. */
function slowJob(name: string, intervalSeconds: number) {
  const run = vi.fn(() => new Promise<void>((resolve) => ends.push(resolve)));
  return { job: { name, intervalSeconds: () => intervalSeconds, run }, run, endAll: () => ends.splice(0).forEach((end) => end()) };
}

describe('startPeriodicJobs', () => {
  afterEach(async () => {
    vi.useRealTimers();
    ends.splice(0).forEach((end) => end());
    await stopPeriodicJobs();
  });

  it('runs each job at once and then every interval, never two runs of one job at a time', async () => {
    vi.useFakeTimers();
    const slow = slowJob('slow', 10);
    startPeriodicJobs({ getDb, jobs: [slow.job] });
    await vi.advanceTimersByTimeAsync(0);
    expect(slow.run).toHaveBeenCalledTimes(1);
    expect(slow.run).toHaveBeenCalledWith(db);

    // Still running: the ticks meanwhile start nothing.
    await vi.advanceTimersByTimeAsync(25_000);
    expect(slow.run).toHaveBeenCalledTimes(1);
    slow.endAll();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(slow.run).toHaveBeenCalledTimes(2);
  });

  it('starts a job once per process, however often it is asked to', async () => {
    vi.useFakeTimers();
    const slow = slowJob('once', 10);
    startPeriodicJobs({ getDb, jobs: [slow.job] });
    startPeriodicJobs({ getDb, jobs: [slow.job] });
    await vi.advanceTimersByTimeAsync(0);
    expect(slow.run).toHaveBeenCalledTimes(1);
  });

  it('keeps running after a failed run', async () => {
    vi.useFakeTimers();
    const run = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined);
    startPeriodicJobs({ getDb, jobs: [{ name: 'flaky', intervalSeconds: () => 1, run }] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('stopping waits for the runs under way and starts no more', async () => {
    vi.useFakeTimers();
    const slow = slowJob('stopping', 1);
    startPeriodicJobs({ getDb, jobs: [slow.job] });
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = stopPeriodicJobs().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(5000);
    expect(stopped).toBe(false);
    slow.endAll();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(slow.run).toHaveBeenCalledTimes(1);
  });

  it('runs a job at once on each NOTIFY of its wake channel, and once more after a run a wake-up came during', async () => {
    const client = new PGlite();
    const woken = drizzle(client) as unknown as Database;
    const slow = slowJob('woken', 3600);
    startPeriodicJobs({ getDb: async () => woken, jobs: [{ ...slow.job, wakeChannel: 'test_wake' }] });
    await vi.waitFor(() => expect(slow.run).toHaveBeenCalledTimes(1));
    // PGlite is one session: its listening channels are the job's once the listener is in place.
    await vi.waitFor(async () => expect((await client.query<{ channel: string }>('select pg_listening_channels() as channel')).rows).toEqual([{ channel: 'test_wake' }]), { timeout: 10_000 });
    // Woken during the first run: nothing starts beside it, one run follows it.
    await client.query(`select pg_notify('test_wake', '')`);
    await client.query(`select pg_notify('test_wake', '')`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(slow.run).toHaveBeenCalledTimes(1);
    slow.endAll();
    await vi.waitFor(() => expect(slow.run).toHaveBeenCalledTimes(2));
    slow.endAll();
    // Idle: a wake-up runs it at once, long before its hour.
    await client.query(`select pg_notify('test_wake', '')`);
    await vi.waitFor(() => expect(slow.run).toHaveBeenCalledTimes(3));
    slow.endAll();
    await stopPeriodicJobs();
    await client.query(`select pg_notify('test_wake', '')`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(slow.run).toHaveBeenCalledTimes(3);
    await client.close();
  });
});
