import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { callApi, createTestCompany, createTestEngineer, type TestAccount, type TestApp } from '../../test/helpers';
import { createCompanyTestApp, postAssignment, validDraft } from '../../test/support/assignments';

let app: TestApp;
let db: Database;
let company: TestAccount;
let erin: TestAccount;
let frank: TestAccount;
let orderId: number;

beforeAll(async () => {
  ({ app, db } = await createCompanyTestApp());
  company = await createTestCompany(db);
  [erin, frank] = [await createTestEngineer(db), await createTestEngineer(db, { first_name: 'Frank' })];
  orderId = (await postAssignment(app, company.token, await validDraft(db))).id;
  for (const engineer of [frank, erin]) await callApi(app, 'POST', '/engineers/apply-assignment', { token: engineer.token, body: { assignment_id: orderId } });
  await callApi(app, 'PATCH', '/customers/decline-assignment', { token: company.token, body: { assignment_id: orderId, engineer_id: frank.user.id } });
  await callApi(app, 'PATCH', '/customers/assign-assignment', { token: company.token, body: { assignment_id: orderId, engineer_id: erin.user.id } });
  await callApi(app, 'PATCH', '/engineers/confirm-assignment-engineer', { token: erin.token, body: { assignment_id: orderId } });
});

const logs = (account: TestAccount, query: string) => callApi(app, 'GET', `/logs?${query}`, { token: account.token });
const events = (body: { data: { data: { event: string }[] } }) => body.data.data.map((entry) => entry.event);

describe('work-order logs', () => {
  it('gives the company side the whole timeline, by page and by user', async () => {
    const timeline = await callApi(app, 'GET', `/customers/get-assignment-logs?id=${orderId}`, { token: company.token });
    expect(timeline.body.data.map((entry: { event: string }) => entry.event)).toEqual(['0', '0', '0', '9', '1', '12']);
    expect(timeline.body.data[5]).toMatchObject({
      assignment_id: orderId,
      assignment_title: 'POS terminal install',
      user_id: erin.user.id,
      user_name: 'Erin Person',
      side: 'engineer',
      event: '12',
      event_label: 'pending confirmation',
      note: 'Erin Person confirmed the schedule',
    });
    expect(timeline.body.data[4]).toMatchObject({ side: 'company', event_label: 'assigned' });

    const firstPage = await logs(company, `assignment_id=${orderId}&per_page=2`);
    expect(firstPage.body.data.total_count).toBe(6);
    expect(events(firstPage.body)).toEqual(['0', '0']);
    expect(events((await logs(company, `assignment_id=${orderId}&per_page=2&page=3`)).body)).toEqual(['1', '12']);
    expect(events((await logs(company, `user_id=${company.user.id}`)).body)).toEqual(['0', '9', '1']);
  });

  it('gives the assignee their own entries and the timeline from their assignment on; other applicants only their own', async () => {
    expect(events((await logs(erin, `assignment_id=${orderId}`)).body)).toEqual(['0', '1', '12']);
    expect(events((await logs(frank, `assignment_id=${orderId}`)).body)).toEqual(['0']);
  });

  it('keeps other tenants out', async () => {
    const outsider = await createTestCompany(db);
    expect((await callApi(app, 'GET', `/customers/get-assignment-logs?id=${orderId}`, { token: outsider.token })).status).toBe(404);
    expect((await logs(outsider, `assignment_id=${orderId}`)).status).toBe(404);
    expect((await logs(await createTestEngineer(db), `assignment_id=${orderId}`)).status).toBe(404);
    expect((await callApi(app, 'GET', `/customers/get-assignment-logs?id=${orderId}`, { token: erin.token })).status).toBe(403);
    expect((await callApi(app, 'GET', '/logs')).status).toBe(401);
  });
});
