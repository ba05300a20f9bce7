import { describe, expect, it } from 'vitest';
import { makeEngineerDetails } from '@/components/test/engineerOrderFixtures';
import { LIFECYCLE } from '@/constants';
import type { MyApplication } from '@/contracts/engineerAssignments';
import { ENGINEER_WORK_STEPS, getEngineerOrderActions, getEngineerWorkSteps, listMissingDeliverables } from './engineerOrderActions';

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

describe('getEngineerWorkSteps', () => {
  const assigned = (status: number) => makeEngineerDetails({ status, is_assigned_to_me: true, my_application: application('assigned') });

  it('offers the assignee the one step the lifecycle table allows in each status', () => {
    const steps = [1, 12, 2, 3, 4, 5, 6, 7, 8].map((status) => getEngineerWorkSteps(assigned(status)));
    expect(steps).toEqual([['confirmSchedule'], [], ['checkIn'], ['checkOut'], ['addDeliverables'], ['complete'], [], [], []]);
    expect(getEngineerWorkSteps(makeEngineerDetails({ status: 2, is_assigned_to_me: false }))).toEqual([]);
  });

  it('covers every engineer action of the table but applying and leaving', () => {
    const engineerActions = new Set(LIFECYCLE.filter((transition) => transition.by.includes('engineer')).map((transition) => transition.action));
    expect([...engineerActions].filter((action) => action !== 'apply' && action !== 'leave')).toEqual([...ENGINEER_WORK_STEPS]);
  });
});

describe('listMissingDeliverables', () => {
  it('names the required deliverables without a file', () => {
    const file = { id: 9, name: 'a.pdf', mime_type: 'application/pdf', size_bytes: 1 };
    const item = (id: number, name: string, isRequired: boolean, hasFile: boolean) => ({
      id,
      name,
      document_type_id: null,
      document_type_name: null,
      is_required: isRequired,
      file: hasFile ? file : null,
      delivered_at: null,
    });
    expect(listMissingDeliverables({ deliverables: [item(1, 'Photos', true, true), item(2, 'Report', true, false), item(3, 'Extra', false, false)] })).toEqual(['Report']);
  });
});
