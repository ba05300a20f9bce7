import { describe, expect, it } from 'vitest';
import { createBoundedQueue } from './bounded-queue';

/** A task that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, task: () => opened };
}

class Full extends Error {}

describe('createBoundedQueue', () => {
  it('runs `concurrency` tasks, lets `maxWaiting` wait, refuses the rest at once, and takes more as tasks end', async () => {
    const queue = createBoundedQueue({ concurrency: 2, maxWaiting: 1, whenFull: () => new Full() });
    const gates = [gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, index) =>
      queue.run(async () => {
        started.push(index);
        await g.task();
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.stats()).toEqual({ running: 2, waiting: 1, started: 2, refused: 0 });
    await expect(queue.run(async () => 'late')).rejects.toBeInstanceOf(Full);
    expect(queue.stats().refused).toBe(1);

    gates[0].open();
    expect(await runs[0]).toBe(0);
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    expect(queue.stats()).toEqual({ running: 2, waiting: 0, started: 3, refused: 1 });

    gates[1].open();
    gates[2].open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(queue.stats()).toMatchObject({ running: 0, waiting: 0 });
    expect(await queue.run(async () => 'free')).toBe('free');
  });

  it('frees the slot of a task that fails', async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 0, whenFull: () => new Full() });
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, started: 1, refused: 0 });
    expect(await queue.run(async () => 'ok')).toBe('ok');
  });
});
