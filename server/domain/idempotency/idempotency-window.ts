/** How long a key's first answer is kept and replayed. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The oldest creation time a key may have and still count. */
export const idempotencyCutoff = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS);

/**
 * How long a claim may stay without an answer before another request with the key takes it over:
 * the process that claimed it was stopped mid-request (a request never runs this long).
 */
export const IDEMPOTENCY_CLAIM_TIMEOUT_MS = 5 * 60 * 1000;

/** The claim was made before the timeout and never answered: its process is gone. */
export const isAbandonedClaim = (claim: { createdAt: Date; responseStatus: number | null }, now: Date) =>
  claim.responseStatus === null && claim.createdAt.getTime() < now.getTime() - IDEMPOTENCY_CLAIM_TIMEOUT_MS;
