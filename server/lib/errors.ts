import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorCode, ApiFieldError } from '@/contracts/envelope';

/** The one table that turns an error kind into its HTTP status and the answer's stable `code`. */
export const ERROR_ANSWERS = {
  BAD_REQUEST: { status: 400, code: 'validation_failed' },
  UNAUTHORIZED: { status: 401, code: 'unauthorized' },
  FORBIDDEN: { status: 403, code: 'forbidden' },
  /** An API key without the scope the operation needs; the message names the scope. */
  INSUFFICIENT_SCOPE: { status: 403, code: 'insufficient_scope' },
  NOT_FOUND: { status: 404, code: 'not_found' },
  CONFLICT: { status: 409, code: 'conflict' },
  /** The lifecycle has no such step from the order's current state (or a guard of the step does not hold). */
  INVALID_TRANSITION: { status: 409, code: 'invalid_transition' },
  /** An `Idempotency-Key` already used by this user for a different request (method, path or body). */
  IDEMPOTENCY_MISMATCH: { status: 422, code: 'idempotency_mismatch' },
  PAYLOAD_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type' },
  TOO_MANY_REQUESTS: { status: 429, code: 'rate_limited' },
  INTERNAL: { status: 500, code: 'internal_error' },
  UNAVAILABLE: { status: 503, code: 'unavailable' },
} as const satisfies Record<string, { status: ContentfulStatusCode; code: ApiErrorCode }>;

export type ErrorCode = keyof typeof ERROR_ANSWERS;

/** The only error domain code throws; the error mapper turns it into the response envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors?: ApiFieldError[];
  /** How long a refused caller should wait before trying again (sent as Retry-After). */
  readonly retryAfterMs?: number;

  constructor(code: ErrorCode, message: string, errors?: ApiFieldError[], retryAfterMs?: number) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errors = errors;
    this.retryAfterMs = retryAfterMs;
  }

  /** A 429: too many requests, or too much work at once; try again after `retryAfterMs`. */
  static rateLimited(message: string, retryAfterMs: number): AppError {
    return new AppError('TOO_MANY_REQUESTS', message, undefined, retryAfterMs);
  }

  /** A 400 that points at one input field, so a form can show it beside that field. */
  static field(path: string, message: string): AppError {
    return new AppError('BAD_REQUEST', message, [{ path, message }]);
  }
}
