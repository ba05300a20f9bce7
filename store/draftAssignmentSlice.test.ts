import { describe, expect, it } from 'vitest';
import { logout } from './authSlice';
import { createEmptyDraft, fillDraft, mergeDraft, resetDraft, selectDraftAssignment } from './draftAssignmentSlice';
import { makeStore } from './makeStore';
import { noopStorage } from './persistStorage';

const newStore = () => makeStore({ storage: noopStorage });

describe('draftAssignmentSlice', () => {
  it('starts with location type 1 and payment type 2', () => {
    const draft = selectDraftAssignment(newStore().getState());
    expect(draft.location.location_type).toBe(1);
    expect(draft.pricing.payment_type).toBe(2);
    expect(draft).toMatchObject({ assignment_id: null, basic_info: {}, scheduling: {}, deliverables: [], documents: [] });
  });

  it('merges sections field by field and replaces lists', () => {
    const store = newStore();
    store.dispatch(mergeDraft({ basic_info: { title: 'Fix a router' }, location: { city_id: 4 } }));
    store.dispatch(mergeDraft({ basic_info: { description: 'Office network' }, deliverables: [{ name: 'Photo' }] }));
    store.dispatch(mergeDraft({ deliverables: [{ name: 'Report' }] }));
    const draft = selectDraftAssignment(store.getState());
    expect(draft.basic_info).toEqual({ title: 'Fix a router', description: 'Office network' });
    expect(draft.location).toEqual({ location_type: 1, city_id: 4 });
    expect(draft.deliverables).toEqual([{ name: 'Report' }]);
  });

  it('fills from an existing work order, defaults first', () => {
    const store = newStore();
    store.dispatch(mergeDraft({ basic_info: { title: 'Old draft' } }));
    store.dispatch(fillDraft({ assignment_id: 12, basic_info: { title: 'Existing' }, pricing: { rate: 40 } }));
    const draft = selectDraftAssignment(store.getState());
    expect(draft.assignment_id).toBe(12);
    expect(draft.basic_info).toEqual({ title: 'Existing' });
    expect(draft.pricing).toEqual({ payment_type: 2, rate: 40 });
    expect(draft.location).toEqual({ location_type: 1 });
  });

  it('resets to the defaults, and on logout', () => {
    const store = newStore();
    store.dispatch(mergeDraft({ location: { location_type: 2 } }));
    store.dispatch(resetDraft());
    expect(selectDraftAssignment(store.getState())).toEqual(createEmptyDraft());
    store.dispatch(mergeDraft({ pricing: { payment_type: 1 } }));
    store.dispatch(logout());
    expect(selectDraftAssignment(store.getState())).toEqual(createEmptyDraft());
  });
});
