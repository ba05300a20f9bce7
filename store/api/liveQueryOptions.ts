/**
 * A safety net under the live events: an open details page refreshes the order (and its
 * timeline) this often even when no event arrives. Events reach only the user a notification
 * is for, so a change by someone on the same side (a company owner acting on a customer's
 * order) or a stream a proxy holds back still shows up, just later.
 */
export const DETAILS_POLL_MS = 60_000;

/** For what another user changes: refetch on opening (the cached copy may be stale) and poll slowly while open. */
export const LIVE_QUERY_OPTIONS = { pollingInterval: DETAILS_POLL_MS, refetchOnMountOrArgChange: true } as const;
