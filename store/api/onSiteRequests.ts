import { ENGINEER_ASSIGNMENT_ENDPOINTS, EXPENSE_ENDPOINTS, MESSAGE_ENDPOINTS, RECEIPT_FIELD, UPLOAD_FIELD } from '@/constants';
import type { ExpenseCategory } from '@/contracts/expenses';
import { onceHeaders, type ApiRequest, type SentOnce } from './baseApi';
import type { BrowserPosition, SignOff } from './engineerWorkApi';

// The requests of the engineer's on-site actions, written once: the mutations of store/api send
// them online (toOnSiteApiRequest) and the offline queue keeps them in IndexedDB (plain data and
// Blobs) to send later. A queued action's first try and its replays carry the same
// Idempotency-Key, and the server replays a key only for the same body, so both are built here
// and stamped with acted_at the same way.

/** One multipart field: text, or a file kept as a Blob with its name. */
export type OnSiteFormField = { name: string; value: string } | { name: string; blob: Blob; filename: string };

export type OnSiteRequest = {
  method: 'PATCH' | 'POST' | 'PUT';
  /** The API path under /api/v1, e.g. ENGINEER_ASSIGNMENT_ENDPOINTS.CHECK_IN. */
  url: string;
  json?: Record<string, unknown>;
  form?: OnSiteFormField[];
};

const ACTED_AT_FIELD = 'acted_at';

const transition = (url: string, orderId: number, extra: Record<string, unknown> = {}): OnSiteRequest => ({ method: 'PATCH', url, json: { assignment_id: orderId, ...extra } });

const text = (name: string, value: string | number): OnSiteFormField => ({ name, value: String(value) });

export const onSiteRequests = {
  /** The position only when the browser gave one. */
  checkIn: (orderId: number, position: BrowserPosition | null) => transition(ENGINEER_ASSIGNMENT_ENDPOINTS.CHECK_IN, orderId, { ...position }),
  checkOut: (orderId: number, position: BrowserPosition | null) => transition(ENGINEER_ASSIGNMENT_ENDPOINTS.CHECK_OUT, orderId, { ...position }),
  complete: (orderId: number) => transition(ENGINEER_ASSIGNMENT_ENDPOINTS.COMPLETE, orderId),
  /** add-deliverable is multipart whether it carries a file or only `submit=true`. */
  handIn: (orderId: number): OnSiteRequest => ({ method: 'PATCH', url: ENGINEER_ASSIGNMENT_ENDPOINTS.ADD_DELIVERABLE, form: [text('assignment_id', orderId), text('submit', 'true')] }),
  uploadDeliverable: (orderId: number, deliverableId: number, file: File): OnSiteRequest => ({
    method: 'PATCH',
    url: ENGINEER_ASSIGNMENT_ENDPOINTS.ADD_DELIVERABLE,
    form: [text('assignment_id', orderId), text('deliverable_id', deliverableId), { name: UPLOAD_FIELD, blob: file, filename: file.name }],
  }),
  addExpense: (expense: { assignment_id: number; amount: number | string; category: ExpenseCategory; description: string }, receipt?: File | null): OnSiteRequest => ({
    method: 'POST',
    url: EXPENSE_ENDPOINTS.EXPENSES,
    form: [
      text('assignment_id', expense.assignment_id),
      text('amount', expense.amount),
      text('category', expense.category),
      text('description', expense.description),
      ...(receipt ? [{ name: RECEIPT_FIELD, blob: receipt, filename: receipt.name }] : []),
    ],
  }),
  /** The PNG, the typed name, the time the customer signed and the position when the browser gave one. */
  signOff: (orderId: number, { png, name, signedAt, position }: SignOff): OnSiteRequest => ({
    method: 'POST',
    url: ENGINEER_ASSIGNMENT_ENDPOINTS.CUSTOMER_SIGN_OFF,
    form: [
      text('assignment_id', orderId),
      text('signer_name', name),
      text('signed_at', signedAt.toISOString()),
      ...(position ? [text('latitude', position.latitude), text('longitude', position.longitude)] : []),
      { name: UPLOAD_FIELD, blob: png, filename: 'customer-sign-off.png' },
    ],
  }),
  sendMessage: (orderId: number, message: string, toId?: number | null): OnSiteRequest => ({
    method: 'POST',
    url: MESSAGE_ENDPOINTS.SEND,
    json: { assignment_id: orderId, message, ...(toId ? { to_id: toId } : {}) },
  }),
};

/** Adds acted_at (when the user acted) to the body, last, keeping every other field as built. */
export function stampActedAt(request: OnSiteRequest, actedAt: string): OnSiteRequest {
  if (request.form) return { ...request, form: [...request.form.filter((field) => field.name !== ACTED_AT_FIELD), text(ACTED_AT_FIELD, actedAt)] };
  return { ...request, json: { ...request.json, [ACTED_AT_FIELD]: actedAt } };
}

/** The multipart body of a request's fields, in their order. */
export function toMultipart(form: OnSiteFormField[]): FormData {
  const data = new FormData();
  for (const field of form) {
    if ('blob' in field) data.append(field.name, field.blob, field.filename);
    else data.append(field.name, field.value);
  }
  return data;
}

/** The request as the mutations send it online: stamped and keyed when it may be queued (`once`). */
export function toOnSiteApiRequest(request: OnSiteRequest, once?: SentOnce, onProgress?: (percent: number) => void): ApiRequest {
  const sent = once ? stampActedAt(request, once.actedAt) : request;
  return { url: sent.url, method: sent.method, body: sent.form ? toMultipart(sent.form) : sent.json, headers: onceHeaders(once), ...(onProgress ? { onProgress } : {}) };
}
