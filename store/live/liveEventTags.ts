import { findLiveRefresh } from '@/constants';
import type { LiveEvent } from '@/contracts/notifications';
import { apiTag, type ApiTagDescription } from '@/store/api/baseApi';

// What a live event changed, as cache tags (see providesTags in store/api/*Api.ts): the
// notifications always, and what the event's kind refreshes (constants ORDER_EVENTS `refresh`):
// the order's details, lists, applicants, timeline and expenses on both sides when it names an
// order; the lists alone; the message threads; the ratings.

type Tag = ApiTagDescription;

/** The lists that show orders (company Work Orders, engineer Find Work and My Work). */
const ORDER_LISTS: Tag[] = [
  apiTag('WorkOrder', 'LIST'),
  apiTag('EngineerWork', 'LIST'),
  apiTag('EngineerWork', 'MY_WORK'),
];

const orderTags = (id: number): Tag[] => [
  apiTag('WorkOrder', id),
  apiTag('EngineerWork', id),
  apiTag('Talent', id),
  apiTag('Log', id),
  apiTag('Expense', id),
  ...ORDER_LISTS,
];

export function liveEventTags({ kind, assignment_id }: LiveEvent): Tag[] {
  const refresh = findLiveRefresh(kind);
  const tags: Tag[] = ['Notification'];
  // Threads are tagged per order and person: refresh them all; only open ones refetch.
  if (refresh.includes('messages')) tags.push('Message');
  if (refresh.includes('ratings')) tags.push('Rating');
  if (refresh.includes('order') && assignment_id !== null) tags.push(...orderTags(assignment_id));
  // A deleted order has no id left to name: its applicants' lists change.
  else if (refresh.includes('orderLists')) tags.push(...ORDER_LISTS);
  return tags;
}

/** After the stream was down: whatever an open page shows may have changed meanwhile. */
export const CATCH_UP_TAGS: Tag[] = ['Notification', 'WorkOrder', 'EngineerWork', 'Talent', 'Log', 'Expense', 'Message', 'Rating'];
