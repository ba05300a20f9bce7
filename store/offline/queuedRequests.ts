import { ENGINEER_ASSIGNMENT_ENDPOINTS, EXPENSE_ENDPOINTS, MESSAGE_ENDPOINTS, RECEIPT_FIELD, UPLOAD_FIELD } from '@/constants';
import type { ExpenseCategory } from '@/contracts/expenses';
import { apiTag, type ApiTagDescription } from '@/store/api/baseApi';
import type { BrowserPosition, SignOff } from '@/store/api/engineerWorkApi';
import { logTag } from '@/store/api/logsApi';
import type { QueuedAction, QueuedFormField, QueuedRequest } from './actionQueue';

// The requests of the on-site actions as the queue keeps them: the same paths and bodies as the
// engineer's endpoints in store/api (engineerWorkApi, expensesApi, messagesApi), in a form
// IndexedDB can store (plain data and Blobs).

const transition = (url: string, orderId: number, extra: Record<string, unknown> = {}): QueuedRequest => ({ method: 'PATCH', url, json: { assignment_id: orderId, ...extra } });

const text = (name: string, value: string | number): QueuedFormField => ({ name, value: String(value) });

export const queuedRequests = {
  checkIn: (orderId: number, position: BrowserPosition | null) => transition(ENGINEER_ASSIGNMENT_ENDPOINTS.CHECK_IN, orderId, { ...position }),
  checkOut: (orderId: number, position: BrowserPosition | null) => transition(ENGINEER_ASSIGNMENT_ENDPOINTS.CHECK_OUT, orderId, { ...position }),
  complete: (orderId: number) => transition(ENGINEER_ASSIGNMENT_ENDPOINTS.COMPLETE, orderId),
  handIn: (orderId: number): QueuedRequest => ({ method: 'PATCH', url: ENGINEER_ASSIGNMENT_ENDPOINTS.ADD_DELIVERABLE, form: [text('assignment_id', orderId), text('submit', 'true')] }),
  uploadDeliverable: (orderId: number, deliverableId: number, file: File): QueuedRequest => ({
    method: 'PATCH',
    url: ENGINEER_ASSIGNMENT_ENDPOINTS.ADD_DELIVERABLE,
    form: [text('assignment_id', orderId), text('deliverable_id', deliverableId), { name: UPLOAD_FIELD, blob: file, filename: file.name }],
  }),
  addExpense: (expense: { assignment_id: number; amount: number | string; category: ExpenseCategory; description: string }, receipt?: File | null): QueuedRequest => ({
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
  /** The same fields as toSignOffForm (store/api/engineerWorkApi): the time is when the customer signed. */
  signOff: (orderId: number, { png, name, signedAt, position }: SignOff): QueuedRequest => ({
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
  sendMessage: (orderId: number, message: string, toId?: number | null): QueuedRequest => ({
    method: 'POST',
    url: MESSAGE_ENDPOINTS.SEND,
    json: { assignment_id: orderId, message, ...(toId ? { to_id: toId } : {}) },
  }),
};

/** What a sent action changed, for the cache to refetch: the order's details, lists and timeline, its expenses, its messages. */
export function tagsChangedBy({ kind, orderId }: Pick<QueuedAction, 'kind' | 'orderId'>): ApiTagDescription[] {
  const order: ApiTagDescription[] = [apiTag('EngineerWork', orderId), apiTag('EngineerWork', 'MY_WORK'), logTag(orderId)];
  if (kind === 'addExpense') return [...order, apiTag('Expense', orderId)];
  if (kind === 'sendMessage') return [...order, 'Message'];
  return order;
}
