import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { describeError } from './describe-error';
import { AppError, ERROR_STATUS, type FieldError } from './errors';

export type ErrorBody = { message: string; errors?: FieldError[] };

const INTERNAL_MESSAGE = 'Internal server error';

/** Zod issues as `{ path, message }` pairs, path joined with dots (`items.0.name`). */
export function toFieldErrors(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

export function validationError(error: ZodError): AppError {
  const errors = toFieldErrors(error);
  return new AppError('BAD_REQUEST', errors[0]?.message ?? 'Invalid input', errors);
}

/** The single place an error becomes an HTTP status and the `{ message, errors? }` body. */
export function toErrorResponse(error: unknown): { status: ContentfulStatusCode; body: ErrorBody } {
  if (error instanceof ZodError) return toErrorResponse(validationError(error));
  if (error instanceof AppError) {
    return { status: ERROR_STATUS[error.code], body: error.errors ? { message: error.message, errors: error.errors } : { message: error.message } };
  }
  // Raised by Hono itself: malformed JSON (400), unsupported media type (415), body limits (413).
  if (error instanceof HTTPException && error.status < 500) {
    return { status: error.status as ContentfulStatusCode, body: { message: error.message || 'Bad request' } };
  }
  console.error('[api] unexpected error', describeError(error));
  return { status: ERROR_STATUS.INTERNAL, body: { message: INTERNAL_MESSAGE } };
}

export function handleError(error: unknown, c: Context) {
  const { status, body } = toErrorResponse(error);
  return c.json(body, status);
}
