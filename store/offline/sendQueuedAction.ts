import { API_V1_BASE } from '@/constants';
import { toMultipart, type OnSiteRequest } from '@/store/api/onSiteRequests';
import type { QueuedAction, SendOutcome } from './actionQueue';

// Sends one queued action with fetch (the page and the service worker both can), its
// Idempotency-Key on every try, and reads what came of it.

/** The answer of a key whose first request is still running: try again, it is no refusal. */
const KEY_IN_PROGRESS = /Idempotency-Key is still being processed/;

function toBody({ json, form }: OnSiteRequest): { body: BodyInit | undefined; headers: Record<string, string> } {
  if (form) return { body: toMultipart(form), headers: {} };
  return { body: JSON.stringify(json ?? {}), headers: { 'content-type': 'application/json' } };
}

async function readMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : '';
  } catch {
    return '';
  }
}

/** done (2xx), refused (4xx, with the server's words) or retry (no answer, a 5xx, or the same key still running). */
export async function sendQueuedAction(action: QueuedAction, doFetch: typeof fetch = fetch): Promise<SendOutcome> {
  const { body, headers } = toBody(action.request);
  let response: Response;
  try {
    response = await doFetch(`${API_V1_BASE}${action.request.url}`, {
      method: action.request.method,
      body,
      headers: { ...headers, 'Idempotency-Key': action.id },
      credentials: 'same-origin',
    });
  } catch {
    return { kind: 'retry' };
  }
  if (response.status >= 500) return { kind: 'retry' };
  const message = await readMessage(response);
  if (response.ok) return { kind: 'done', message };
  if (response.status === 409 && KEY_IN_PROGRESS.test(message)) return { kind: 'retry' };
  // A 401 means the session ended: keep the action for when the user signs in again.
  if (response.status === 401) return { kind: 'retry' };
  return { kind: 'refused', message: message || `Refused (${response.status}).` };
}
