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

  constructor(code: ErrorCode, message: string, errors?: FieldError[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errors = errors;
  }

  /** A 400 that points at one input field, so a form can show it beside that field. */
  static field(path: string, message: string): AppError {
    return new AppError('BAD_REQUEST', message, [{ path, message }]);
  }
}
