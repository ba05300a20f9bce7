import axios from 'axios';
import { FALLBACK_ERROR_MESSAGE } from '@/constants';
import type { ApiErrorBody, ApiFieldError } from '@/contracts/envelope';

/** The error body as far as it is there: a proxy or a blob request may answer something else. */
function readErrorBody(error: unknown): Partial<ApiErrorBody> | null {
  if (!axios.isAxiosError(error)) return null;
  const body: unknown = error.response?.data;
  return body && typeof body === 'object' ? (body as Partial<ApiErrorBody>) : null;
}

/** The server's `message` when the failed answer has one, else the fallback text. */
export function getApiErrorMessage(error: unknown): string {
  const message = readErrorBody(error)?.message;
  return typeof message === 'string' && message.trim() ? message : FALLBACK_ERROR_MESSAGE;
}

/** The field errors of a 400 answer (`errors: [{ path, message }]`), if any. */
export function getApiFieldErrors(error: unknown): ApiFieldError[] {
  const errors = readErrorBody(error)?.errors;
  return Array.isArray(errors) ? errors.filter((item) => typeof item?.path === 'string') : [];
}

export function getApiErrorStatus(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}
