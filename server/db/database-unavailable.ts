/** Socket errors of a database that is not there (stopped, restarting, its process crashed). */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

/** ...raised by a socket, not by a file (a missing upload is ENOENT too, and no outage). */
const SOCKET_CALLS = new Set(['connect', 'read', 'write']);

/** SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, starting up). */
const UNAVAILABLE_SQLSTATE = /^(08|57P)/;

const CONNECTION_LOST = /^Connection terminated/;

/**
 * Whether an error (or one it wraps, as drizzle wraps a driver's) says the database cannot be
 * reached now, rather than that a statement failed: such a request answers 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const { code, syscall } = current as Error & { code?: unknown; syscall?: unknown };
    if (typeof code === 'string' && CONNECTION_CODES.has(code) && typeof syscall === 'string' && SOCKET_CALLS.has(syscall)) return true;
    if (typeof code === 'string' && UNAVAILABLE_SQLSTATE.test(code)) return true;
    if (CONNECTION_LOST.test(current.message)) return true;
  }
  return false;
}
