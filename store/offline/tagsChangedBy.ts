import { apiTag, type ApiTagDescription } from '@/store/api/baseApi';
import { logTag } from '@/store/api/logsApi';
import type { QueuedAction } from './actionQueue';

/** What a sent action changed, for the cache to refetch: the order's details, lists and timeline, its expenses, its messages. */
export function tagsChangedBy({ kind, orderId }: Pick<QueuedAction, 'kind' | 'orderId'>): ApiTagDescription[] {
  const order: ApiTagDescription[] = [apiTag('EngineerWork', orderId), apiTag('EngineerWork', 'MY_WORK'), logTag(orderId)];
  if (kind === 'addExpense') return [...order, apiTag('Expense', orderId)];
  if (kind === 'sendMessage') return [...order, 'Message'];
  return order;
}
