import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import type { ApiErrorBody, ApiErrorCode, ApiFieldError } from '@/contracts/envelope';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { describeError } from './describe-error';
import { AppError, ERROR_ANSWERS } from './errors';
import { logger } from './logger';

const INTERNAL_MESSAGE = 'Internal server error';
const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not available; try again in a moment.';

/** Zod issues as `{ path, message }` pairs, path joined with dots (`items.0.name`). */
export function toFieldErrors(error: ZodError): ApiFieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

export function validationError(error: ZodError): AppError {
  const errors = toFieldErrors(error);
  return new AppError('BAD_REQUEST', errors[0]?.message ?? 'Invalid input', errors);
}

/** The `code` of an error Hono raised with a bare status (malformed JSON 400, 413, 415): the table's first kind with that status. */
function codeOfStatus(status: number): ApiErrorCode {
  return Object.values(ERROR_ANSWERS).find((answer) => answer.status === status)?.code ?? ERROR_ANSWERS.BAD_REQUEST.code;
}

type ErrorResponse = { status: ContentfulStatusCode; body: ApiErrorBody; headers?: Record<string, string> };

/** The single place an error becomes an HTTP status and the `{ message, code, errors? }` body. */
export function toErrorResponse(error: unknown, requestId?: string): ErrorResponse {
  if (error instanceof ZodError) return toErrorResponse(validationError(error), requestId);
  if (error instanceof AppError) {
    const { status, code } = ERROR_ANSWERS[error.code];
    const body: ApiErrorBody = error.errors ? { message: error.message, code, errors: error.errors } : { message: error.message, code };
    if (error.code !== 'TOO_MANY_REQUESTS') return { status, body };
    const retryAfterSeconds = Math.max(1, Math.ceil((error.retryAfterMs ?? 1000) / 1000));
    return { status, body, headers: { 'Retry-After': String(retryAfterSeconds) } };
  }
  // Raised by Hono itself: malformed JSON (400), unsupported media type (415), body limits (413).
  if (error instanceof HTTPException && error.status < 500) {
    return { status: error.status as ContentfulStatusCode, body: { message: error.message || 'Bad request', code: codeOfStatus(error.status) } };
  }
  // The database is down or restarting, not a failed statement: worth trying again shortly.
  if (isDatabaseUnavailable(error)) {
    logger.warn({ requestId, error: describeError(error) }, 'the database is unavailable');
    return toErrorResponse(new AppError('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE), requestId);
  }
  logger.error({ requestId, error: describeError(error) }, 'unexpected error');
  return toErrorResponse(new AppError('INTERNAL', INTERNAL_MESSAGE), requestId);
}

export function handleError(error: unknown, c: Context) {
  const { status, body, headers } = toErrorResponse(error, c.get('requestId'));
  return c.json(body, status, headers);
}
