import type { LiveEvent } from '@/contracts/notifications';
import { apiTag, type ApiTagDescription } from '@/store/api/baseApi';

// What a live event changed, as cache tags (see providesTags in store/api/*Api.ts): the
// notifications always; the order's details, lists, applicants, timeline and expenses on both
// sides when it is about an order; the threads for a message; the ratings for a rating.

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
  const tags: Tag[] = ['Notification'];
  // A message changes its thread only (threads are tagged per order and person: refresh them all; only open ones refetch).
  if (kind === 'message') return [...tags, 'Message'];
  if (kind === 'rating') tags.push('Rating');
  if (assignment_id !== null) tags.push(...orderTags(assignment_id));
  // A deleted order has no id left to name: its applicants' lists change.
  else if (kind === 'delete') tags.push(...ORDER_LISTS);
  return tags;
}

/** After the stream was down: whatever an open page shows may have changed meanwhile. */
export const CATCH_UP_TAGS: Tag[] = ['Notification', 'WorkOrder', 'EngineerWork', 'Talent', 'Log', 'Expense', 'Message', 'Rating'];
