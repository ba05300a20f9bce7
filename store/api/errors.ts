import type { ApiFieldError } from '@/contracts/envelope';
import { FALLBACK_ERROR_MESSAGE } from '@/constants';
import type { ApiError } from './baseApi';

function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'message' in error && 'errors' in error;
}

/** The server's message of a failed query or unwrapped mutation, else the spec's fallback text. */
export function readErrorMessage(error: unknown): string {
  return isApiError(error) ? error.message : FALLBACK_ERROR_MESSAGE;
}

/** The field errors of a 400 answer, for the form that sent it. */
export function readFieldErrors(error: unknown): ApiFieldError[] {
  return isApiError(error) ? error.errors : [];
}

export function readErrorStatus(error: unknown): number | undefined {
  return isApiError(error) ? error.status : undefined;
}
