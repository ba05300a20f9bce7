import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { callApi, callForm, createTestCompany, createTestCustomer, createTestEngineer, type TestAccount, type TestApp } from '../../test/helpers';
import { createCompanyTestApp, fileOf, insertApplication, pdfBytes, postAssignment, validDraft } from '../../test/support/assignments';

let app: TestApp;
let db: Database;
let companyA: TestAccount;
let customerA1: TestAccount;
let customerA2: TestAccount;
let companyB: TestAccount;
let customerB: TestAccount;
let engineer: TestAccount;
let orderA: { id: number; documents: { id: number }[] };
let orderA1: { id: number; documents: { id: number }[] };

beforeAll(async () => {
  ({ app, db } = await createCompanyTestApp());
  companyA = await createTestCompany(db);
  customerA1 = await createTestCustomer(db, companyA.user.company_id!);
  customerA2 = await createTestCustomer(db, companyA.user.company_id!);
  companyB = await createTestCompany(db);
  customerB = await createTestCustomer(db, companyB.user.company_id!);
  engineer = await createTestEngineer(db);
  orderA = await postAssignment(app, companyA.token, await validDraft(db), [fileOf(pdfBytes(), 'a.pdf')]);
  orderA1 = await postAssignment(app, customerA1.token, await validDraft(db), [fileOf(pdfBytes(), 'a1.pdf')]);
  await insertApplication(db, { assignmentId: orderA.id, engineerId: engineer.user.id });
  await insertApplication(db, { assignmentId: orderA1.id, engineerId: engineer.user.id });
});

/** Every company-side call about one order, as [label, request]. */
async function callsOn(order: { id: number; documents: { id: number }[] }, token: string) {
  const id = order.id;
  const edit = JSON.stringify({ ...(await validDraft(db)), assignment_id: id });
  return {
    details: await callApi(app, 'GET', `/customers/get-assignment-details?id=${id}&include_counter_offer_data=true`, { token }),
    talent: await callApi(app, 'GET', `/customers/get-talent-engineer?id=${id}`, { token }),
    document: { status: (await app.request(`/api/v1/customers/assignment-document?id=${order.documents[0].id}`, { headers: { authorization: `Bearer ${token}` } })).status },
    engineer: await callApi(app, 'GET', `/customers/get_user?id=${engineer.user.id}`, { token }),
    decline: await callApi(app, 'PATCH', '/customers/decline-assignment', { token, body: { assignment_id: id, engineer_id: engineer.user.id } }),
    assign: await callApi(app, 'PATCH', '/customers/assign-assignment', { token, body: { assignment_id: id, engineer_id: engineer.user.id } }),
    update: await callForm(app, 'PATCH', '/customers/update-assignment', { data: edit }, token),
    cancel: await callApi(app, 'PATCH', '/customers/cancel-assignment', { token, body: { assignment_id: id } }),
    delete: await callApi(app, 'DELETE', '/customers/delete-assignment', { token, body: { assignment_id: id } }),
  };
}

const statuses = (calls: Record<string, { status: number }>) => Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, call.status]));

describe('tenant isolation', () => {
  it('answers 404 to another company and its customers for every one of company A’s orders, files and applicants', async () => {
    for (const outsider of [companyB, customerB]) {
      for (const order of [orderA, orderA1]) {
        const result = statuses(await callsOn(order, outsider.token));
        expect(Object.values(result).every((status) => status === 404), JSON.stringify(result)).toBe(true);
      }
      expect((await callApi(app, 'GET', '/customers/customer_assignments', { token: outsider.token })).body.data.total_count).toBe(0);
      expect((await callApi(app, 'GET', `/customers/get_user?id=${customerA1.user.id}`, { token: outsider.token })).status).toBe(404);
      expect((await callApi(app, 'GET', `/customers/get_user?id=${companyA.user.id}`, { token: outsider.token })).status).toBe(404);
    }
  });

  it('keeps a customer out of another customer’s order (404), while the company may act on it', async () => {
    const result = statuses(await callsOn(orderA1, customerA2.token));
    expect(Object.values(result).every((status) => status === 404), JSON.stringify(result)).toBe(true);
    expect(statuses(await callsOn(orderA, customerA1.token))).toMatchObject({ details: 404, document: 404 });

    const own = await callApi(app, 'GET', `/customers/get-assignment-details?id=${orderA1.id}`, { token: customerA1.token });
    expect(own.status).toBe(200);
    expect((await callApi(app, 'GET', `/customers/get_user?id=${engineer.user.id}`, { token: customerA1.token })).status).toBe(200);
    expect((await callApi(app, 'GET', `/customers/get_user?id=${customerA2.user.id}`, { token: customerA1.token })).status).toBe(404);

    const byCompany = await callApi(app, 'PATCH', '/customers/assign-assignment', { token: companyA.token, body: { assignment_id: orderA1.id, engineer_id: engineer.user.id } });
    expect(byCompany.status).toBe(200);
    const seen = await callApi(app, 'GET', `/customers/get_user?id=${customerA1.user.id}`, { token: companyA.token });
    expect(seen.body.data).toMatchObject({ id: customerA1.user.id, role: 'customer', blocked: false, engineer: null });
    const applicant = await callApi(app, 'GET', `/customers/get_user?id=${engineer.user.id}`, { token: companyA.token });
    expect(applicant.body.data).toMatchObject({ role: 'field_engineer', engineer: { skills: [], rating_count: 0 } });
    expect((await callApi(app, 'GET', `/customers/get_user?id=${companyB.user.id}`, { token: companyA.token })).status).toBe(404);
    expect((await callApi(app, 'GET', '/customers/get_user?id=99999999', { token: companyA.token })).status).toBe(404);
  });

  it('answers 403 to engineers and 401 without a session on every company-side path', async () => {
    const paths: [string, string][] = [
      ['GET', '/customers/customer_assignments'],
      ['POST', '/customers/customer_assignments'],
      ['GET', `/customers/get-assignment-details?id=${orderA.id}`],
      ['GET', `/customers/get-talent-engineer?id=${orderA.id}`],
      ['PATCH', '/customers/assign-assignment'],
      ['PATCH', '/customers/decline-assignment'],
      ['PATCH', '/customers/cancel-assignment'],
      ['DELETE', '/customers/delete-assignment'],
      ['PATCH', '/customers/update-assignment'],
      ['GET', `/customers/assignment-document?id=${orderA.documents[0].id}`],
      ['GET', `/customers/get_user?id=${engineer.user.id}`],
      ['GET', '/customers/company-profile'],
      ['POST', '/customers/update-company-profile'],
      ['PATCH', '/customers/remove-company-logo'],
      ['PATCH', '/customers/update-user-details'],
      ['POST', '/customers/create-customer'],
      ['GET', '/customers/get-customers'],
      ['PATCH', '/customers/block_unblock_customer'],
      ['PATCH', '/customers/update-customer-details'],
    ];
    for (const [method, path] of paths) {
      expect((await callApi(app, method, path, { token: engineer.token })).status, `${method} ${path}`).toBe(403);
      expect((await callApi(app, method, path)).status, `${method} ${path}`).toBe(401);
    }
  });
});
