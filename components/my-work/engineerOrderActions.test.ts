import { describe, expect, it } from 'vitest';
import { makeEngineerDetails } from '@/components/test/engineerOrderFixtures';
import { LIFECYCLE } from '@/constants';
import type { MyApplication } from '@/contracts/engineerAssignments';
import type { EngineerWorkOrderDetails } from '@/contracts/lifecycle';
import { ENGINEER_WORK_STEPS, getEngineerOrderActions, getEngineerWorkSteps, listMissingDeliverables } from './engineerOrderActions';
import { makeAssignedDetails } from '@/components/test/myWorkFixtures';

const application = (status: MyApplication['status']): MyApplication => ({
  id: 31,
  status,
  has_counter_offer: false,
  counter_offer: null,
  note: null,
  applied_at: '2030-04-02T15:00:00.000Z',
  updated_at: '2030-04-02T15:00:00.000Z',
});

const applicant = (status: number, standing: MyApplication['status']): EngineerWorkOrderDetails => ({ ...makeEngineerDetails({ status, my_application: application(standing) }), progress: null });

describe('getEngineerOrderActions', () => {
  it('offers withdrawal of an open application while the order takes applications', () => {
    expect(getEngineerOrderActions(applicant(0, 'applied'))).toEqual(['withdraw']);
    expect(getEngineerOrderActions(applicant(0, 'declined'))).toEqual([]);
    expect(getEngineerOrderActions(applicant(10, 'applied'))).toEqual([]);
  });

  it('offers leaving to the assignee exactly when the server lists it', () => {
    expect(getEngineerOrderActions(makeAssignedDetails(2, { available_actions: ['checkIn', 'leave'] }))).toEqual(['leave']);
    expect(getEngineerOrderActions(makeAssignedDetails(2, { available_actions: ['checkIn'] }))).toEqual([]);
  });
});

describe('getEngineerWorkSteps', () => {
  it('takes the steps forward from the server’s list, in its order', () => {
    expect(getEngineerWorkSteps(makeAssignedDetails(1, { available_actions: ['confirmSchedule', 'leave'] }))).toEqual(['confirmSchedule']);
    expect(getEngineerWorkSteps(makeAssignedDetails(3, { available_actions: [] }))).toEqual([]);
    expect(getEngineerWorkSteps(applicant(2, 'declined'))).toEqual([]);
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
      sign_off: null,
    });
    expect(listMissingDeliverables({ deliverables: [item(1, 'Photos', true, true), item(2, 'Report', true, false), item(3, 'Extra', false, false)] })).toEqual(['Report']);
  });
});
