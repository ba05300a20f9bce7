/** The one table that turns an error code into an HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type FieldError = { path: string; message: string };

/** The only error domain code throws; the error mapper turns it into the response envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors?: FieldError[];
  /** How long a refused caller should wait before trying again (sent as Retry-After). */
  readonly retryAfterMs?: number;

  constructor(code: ErrorCode, message: string, errors?: FieldError[], retryAfterMs?: number) {
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
