/** How long a key's first answer is kept and replayed. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The oldest creation time a key may have and still count. */
export const idempotencyCutoff = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS);
