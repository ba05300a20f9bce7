/** The other party moves an order too: an open details page refreshes it (and its timeline) this often. */
export const DETAILS_POLL_MS = 15_000;

/** For what another user changes: refetch on opening (the cached copy may be stale) and poll while open. */
export const LIVE_QUERY_OPTIONS = { pollingInterval: DETAILS_POLL_MS, refetchOnMountOrArgChange: true } as const;
