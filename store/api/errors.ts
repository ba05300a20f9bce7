import axios from 'axios';
import type { ApiFieldError } from '@/contracts/envelope';
import { getApiErrorMessage, getApiErrorStatus, getApiFieldErrors } from '@/services/apiErrors';
import type { ApiError } from './baseApi';

// Readers for what a failed request leaves behind: the ApiError of a query or unwrapped
// mutation, or an axios error of the few calls made outside the store (next-auth's sign-in).

function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && !axios.isAxiosError(error) && 'message' in error && 'errors' in error;
}

/** The server's message, else the fallback text. */
export function readErrorMessage(error: unknown): string {
  return isApiError(error) ? error.message : getApiErrorMessage(error);
}

/** The field errors of a 400 answer, for the form that sent it. */
export function readFieldErrors(error: unknown): ApiFieldError[] {
  return isApiError(error) ? error.errors : getApiFieldErrors(error);
}

export function readErrorStatus(error: unknown): number | undefined {
  return isApiError(error) ? error.status : getApiErrorStatus(error);
}
