type BoundedQueueOptions = {
  /** Tasks that run at once. */
  concurrency: number;
  /** Tasks that may wait for a turn; one more is refused at once. */
  maxWaiting: number;
  /** The error a refused task rejects with. */
  whenFull: () => Error;
};

export type BoundedQueueStats = {
  running: number;
  waiting: number;
  /** Tasks started since the queue was made. */
  started: number;
  /** Tasks refused since the queue was made. */
  refused: number;
};

export type BoundedQueue = {
  run<T>(task: () => Promise<T>): Promise<T>;
  stats(): BoundedQueueStats;
};

/**
 * Runs at most `concurrency` tasks at once and lets at most `maxWaiting` more wait: under a
 * flood the work in flight stays bounded, and the surplus is refused quickly instead of
 * piling up in memory and answering late.
 */
export function createBoundedQueue({ concurrency, maxWaiting, whenFull }: BoundedQueueOptions): BoundedQueue {
  let running = 0;
  let started = 0;
  let refused = 0;
  const waiting: (() => void)[] = [];

  // A finished task hands its slot straight to the next waiter, so `running` never overshoots.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run(task) {
      if (running < concurrency) running += 1;
      else if (waiting.length < maxWaiting) await new Promise<void>((resolve) => waiting.push(resolve));
      else {
        refused += 1;
        throw whenFull();
      }
      started += 1;
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.length, started, refused }),
  };
}
