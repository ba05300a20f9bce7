import { createApi, type BaseQueryFn, type TagDescription } from '@reduxjs/toolkit/query/react';
import type { AxiosProgressEvent, Method } from 'axios';
import { apiClient } from '@/services/apiClient';
import { getApiErrorMessage, getApiErrorStatus, getApiFieldErrors } from '@/services/apiErrors';
import type { ApiEnvelope, ApiFieldError, ApiPage, CappedApiPage } from '@/contracts/envelope';

/** One request as endpoints describe it; `silent` skips the error toast. */
export type ApiRequest = {
  url: string;
  method?: Method;
  params?: object;
  body?: unknown;
  silent?: boolean;
  /** A 401 does not start the sign-out flow (revoking the token on logout). */
  skipAuthRedirect?: boolean;
  /** Upload progress in whole percent, for forms that show a bar. */
  onProgress?: (percent: number) => void;
  responseType?: 'json' | 'blob';
  /** Extra request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
};

/**
 * What makes an on-site action's first try and its queued retries one request to the server: the
 * same Idempotency-Key and the same `acted_at` in the body (the key's replay compares bodies).
 */
export type SentOnce = { idempotencyKey: string; actedAt: string };

/** The Idempotency-Key header of an action sent once, or none. */
export const onceHeaders = (once?: SentOnce) => (once ? { 'Idempotency-Key': once.idempotencyKey } : undefined);

/** What a failed request leaves in the cache: serializable, with the server's words. */
export type ApiError = { status?: number; message: string; errors: ApiFieldError[] };

/** The one axios client behind every endpoint; the answer is the envelope's body. */
export type ApiBaseQuery = BaseQueryFn<ApiRequest, unknown, ApiError>;

const axiosBaseQuery: ApiBaseQuery = async ({ url, method = 'GET', params, body, silent, skipAuthRedirect, onProgress, responseType, headers }) => {
  try {
    const response = await apiClient.request({
      url,
      method,
      params,
      data: body,
      headers,
      silent,
      skipAuthRedirect,
      responseType,
      onUploadProgress: onProgress
        ? (event: AxiosProgressEvent) => event.total && onProgress(Math.round((event.loaded / event.total) * 100))
        : undefined,
    });
    return { data: response.data === '' ? null : response.data };
  } catch (error) {
    return { error: { status: getApiErrorStatus(error), message: getApiErrorMessage(error), errors: getApiFieldErrors(error) } };
  }
};

export const TAG_TYPES = [
  'WorkOrder',
  'WorkOrderTemplate',
  'Talent',
  'EngineerWork',
  'EngineerProfile',
  'CompanyProfile',
  'Customer',
  'Notification',
  'Expense',
  'Log',
  'Message',
  'Rating',
  'ApiKey',
  'Webhook',
  'WebhookDelivery',
  'TalentPool',
  'BlockedEngineer',
  'SavedSearch',
] as const;
export type ApiTag = (typeof TAG_TYPES)[number];
/** What providesTags and invalidatesTags name: a tag type of the list, alone or with an id. */
export type ApiTagDescription = TagDescription<ApiTag>;

/** One item (or one list, e.g. 'LIST') of a tag type. */
export const apiTag = (type: ApiTag, id: number | string) => ({ type, id });

/** The portal's one API slice; each domain injects its endpoints from its own file. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** `data` of the envelope. */
export function readEnvelope<T>(response: unknown): T {
  return (response as ApiEnvelope<T> | null)?.data as T;
}

/** `data.data` of a paged answer; an empty answer (204) reads as an empty page. */
export function readEnvelopePage<T>(response: unknown): ApiPage<T> {
  const page = (response as ApiEnvelope<ApiPage<T>> | null)?.data;
  return { total_count: page?.total_count ?? 0, data: page?.data ?? [] };
}

/** A page whose total is counted up to a cap (`total_capped`: more rows match). */
export function readEnvelopeCappedPage<T>(response: unknown): CappedApiPage<T> {
  const page = (response as ApiEnvelope<CappedApiPage<T>> | null)?.data;
  return { ...readEnvelopePage<T>(response), total_capped: page?.total_capped ?? false };
}

/** The server's words of a successful answer, for the success toast. */
export function readEnvelopeMessage(response: unknown): string {
  return (response as ApiEnvelope<unknown> | null)?.message ?? '';
}

/** A private file fetched through the session (the portal adds the bearer token); pair it with `toObjectUrl`. */
export function downloadRequest(url: string, params?: object): ApiRequest {
  return { url, params, responseType: 'blob' };
}

/** A download's answer as an object URL: a string keeps the store serializable; the caller saves and revokes it. */
export const toObjectUrl = (blob: Blob) => URL.createObjectURL(blob);
