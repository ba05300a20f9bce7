import axios from 'axios';
import { API_V1_BASE, REQUEST_TIMEOUT_MS } from '@/constants';
import { getApiErrorMessage, getApiErrorStatus } from './apiErrors';

/**
 * The v1 root: in the browser always this site's /api/v1, which adds the bearer token from the
 * session cookie on the server (and forwards to API_URL when the API has its own host), so no
 * page script ever holds the token. On the server an absolute URL: the API host (API_URL), else
 * NEXTAUTH_URL + /api/v1, as Node has no page origin.
 */
export function resolveApiBaseUrl(): string {
  if (typeof window !== 'undefined') return API_V1_BASE;
  const configured = process.env.API_URL;
  if (configured) return configured;
  const origin = process.env.NEXTAUTH_URL || `http://localhost:${process.env.PORT || 3000}`;
  return `${origin.replace(/\/+$/, '')}${API_V1_BASE}`;
}

/** What the client needs from the running app; the portal's providers register them. */
export type ApiClientHooks = {
  notifyError: (message: string) => void;
  onUnauthorized: (message: string) => void;
};

const idleHooks: ApiClientHooks = { notifyError: () => {}, onUnauthorized: () => {} };
let hooks: ApiClientHooks = idleHooks;

/** Registers the error reactions; returns the undo for unmounting. */
export function setupApiClient(next: Partial<ApiClientHooks>): () => void {
  const installed = { ...idleHooks, ...next };
  hooks = installed;
  return () => {
    if (hooks === installed) hooks = idleHooks;
  };
}

/** The one HTTP client of the portal. No Authorization header: the same-origin session cookie goes with every call. */
export const apiClient = axios.create({ baseURL: resolveApiBaseUrl(), timeout: REQUEST_TIMEOUT_MS });

/** A failed download carries its JSON error body as a Blob; read it so the message is the server's. */
async function readBlobErrorBody(error: unknown): Promise<void> {
  if (!axios.isAxiosError(error) || !error.response || !(error.response.data instanceof Blob)) return;
  try {
    error.response.data = JSON.parse(await error.response.data.text());
  } catch {
    error.response.data = null;
  }
}

apiClient.interceptors.response.use(undefined, async (error: unknown) => {
  if (axios.isCancel(error)) return Promise.reject(error);
  await readBlobErrorBody(error);
  const config = axios.isAxiosError(error) ? error.config : undefined;
  const message = getApiErrorMessage(error);
  if (getApiErrorStatus(error) === 401 && !config?.skipAuthRedirect) {
    hooks.notifyError(message);
    hooks.onUnauthorized(message);
  } else if (!config?.silent) {
    hooks.notifyError(message);
  }
  return Promise.reject(error);
});
