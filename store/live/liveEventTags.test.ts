import { describe, expect, it } from 'vitest';
import { CATCH_UP_TAGS, liveEventTags } from './liveEventTags';

describe('liveEventTags', () => {
  it('refreshes the order on both sides for a step of its life', () => {
    expect(liveEventTags({ id: 1, kind: 'assign', assignment_id: 7 })).toEqual([
      'Notification',
      { type: 'WorkOrder', id: 7 },
      { type: 'EngineerWork', id: 7 },
      { type: 'Talent', id: 7 },
      { type: 'Log', id: 7 },
      { type: 'Expense', id: 7 },
      { type: 'WorkOrder', id: 'LIST' },
      { type: 'EngineerWork', id: 'LIST' },
      { type: 'EngineerWork', id: 'MY_WORK' },
    ]);
  });

  it('refreshes only the threads for a message, the ratings for a rating, the lists for a deleted order', () => {
    expect(liveEventTags({ id: 2, kind: 'message', assignment_id: 7 })).toEqual(['Notification', 'Message']);
    expect(liveEventTags({ id: 3, kind: 'rating', assignment_id: 7 })).toContain('Rating');
    expect(liveEventTags({ id: 4, kind: 'delete', assignment_id: null })).toEqual([
      'Notification',
      { type: 'WorkOrder', id: 'LIST' },
      { type: 'EngineerWork', id: 'LIST' },
      { type: 'EngineerWork', id: 'MY_WORK' },
    ]);
    expect(liveEventTags({ id: 5, kind: 'account', assignment_id: null })).toEqual(['Notification']);
  });

  it('catches up on everything an open page may show', () => {
    expect(CATCH_UP_TAGS).toEqual(expect.arrayContaining(['Notification', 'WorkOrder', 'EngineerWork', 'Message', 'Log', 'Expense', 'Talent', 'Rating']));
  });
});
