import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { describeError } from './describe-error';
import { AppError, ERROR_STATUS, type FieldError } from './errors';
import { logger } from './logger';

export type ErrorBody = { message: string; code?: string; errors?: FieldError[] };

/** The `code` of every 429: a client can tell "wait and retry" from other refusals without reading the message. */
export const RATE_LIMITED_CODE = 'rate_limited';

const INTERNAL_MESSAGE = 'Internal server error';
const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not available; try again in a moment.';

/** Zod issues as `{ path, message }` pairs, path joined with dots (`items.0.name`). */
export function toFieldErrors(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

export function validationError(error: ZodError): AppError {
  const errors = toFieldErrors(error);
  return new AppError('BAD_REQUEST', errors[0]?.message ?? 'Invalid input', errors);
}

type ErrorResponse = { status: ContentfulStatusCode; body: ErrorBody; headers?: Record<string, string> };

/** The single place an error becomes an HTTP status and the `{ message, errors? }` body. */
export function toErrorResponse(error: unknown, requestId?: string): ErrorResponse {
  if (error instanceof ZodError) return toErrorResponse(validationError(error), requestId);
  if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') {
    const retryAfterSeconds = Math.max(1, Math.ceil((error.retryAfterMs ?? 1000) / 1000));
    return {
      status: ERROR_STATUS.TOO_MANY_REQUESTS,
      body: { message: error.message, code: RATE_LIMITED_CODE },
      headers: { 'Retry-After': String(retryAfterSeconds) },
    };
  }
  if (error instanceof AppError) {
    return { status: ERROR_STATUS[error.code], body: error.errors ? { message: error.message, errors: error.errors } : { message: error.message } };
  }
  // Raised by Hono itself: malformed JSON (400), unsupported media type (415), body limits (413).
  if (error instanceof HTTPException && error.status < 500) {
    return { status: error.status as ContentfulStatusCode, body: { message: error.message || 'Bad request' } };
  }
  // The database is down or restarting, not a failed statement: worth trying again shortly.
  if (isDatabaseUnavailable(error)) {
    logger.warn({ requestId, error: describeError(error) }, 'the database is unavailable');
    return { status: ERROR_STATUS.UNAVAILABLE, body: { message: DATABASE_UNAVAILABLE_MESSAGE } };
  }
  logger.error({ requestId, error: describeError(error) }, 'unexpected error');
  return { status: ERROR_STATUS.INTERNAL, body: { message: INTERNAL_MESSAGE } };
}

export function handleError(error: unknown, c: Context) {
  const { status, body, headers } = toErrorResponse(error, c.get('requestId'));
  return c.json(body, status, headers);
}
