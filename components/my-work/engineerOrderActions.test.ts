import { describe, expect, it } from 'vitest';
import { makeEngineerDetails } from '@/components/find-work/testing/engineerOrderFixtures';
import type { MyApplication } from '@/contracts/engineerAssignments';
import { getEngineerOrderActions } from './engineerOrderActions';

const application = (status: MyApplication['status']): MyApplication => ({
  id: 31,
  status,
  has_counter_offer: false,
  counter_offer: null,
  applied_at: '2030-04-02T15:00:00.000Z',
  updated_at: '2030-04-02T15:00:00.000Z',
});

describe('getEngineerOrderActions', () => {
  it('offers withdrawal of an open application while the order takes applications', () => {
    expect(getEngineerOrderActions(makeEngineerDetails({ status: 0, my_application: application('applied') }))).toEqual(['withdraw']);
    expect(getEngineerOrderActions(makeEngineerDetails({ status: 0, my_application: application('declined') }))).toEqual([]);
    expect(getEngineerOrderActions(makeEngineerDetails({ status: 10, my_application: application('applied') }))).toEqual([]);
  });

  it('offers leaving to the assignee before work starts (1, 12, 2), as the lifecycle table says', () => {
    const assigned = (status: number) => makeEngineerDetails({ status, is_assigned_to_me: true, my_application: application('assigned') });
    expect([1, 12, 2].map((status) => getEngineerOrderActions(assigned(status)))).toEqual([['leave'], ['leave'], ['leave']]);
    expect(getEngineerOrderActions(assigned(3))).toEqual([]);
    expect(getEngineerOrderActions(makeEngineerDetails({ status: 1, is_assigned_to_me: false, my_application: application('declined') }))).toEqual([]);
  });
});
