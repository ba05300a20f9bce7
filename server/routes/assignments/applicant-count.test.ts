import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { assignmentApplications } from '../../db/schema';
import { callApi, createTestCompany, createTestEngineer, type TestApp } from '../../test/helpers';
import { createCompanyTestApp, insertApplication, postAssignment, validDraft } from '../../test/support/assignments';

let app: TestApp;
let db: Database;

beforeAll(async () => {
  ({ app, db } = await createCompanyTestApp());
});

// The list's "Applicants" and the details' "Talent (n)" count the same people.
describe('applicant count', () => {
  it('is the number of engineers on the talent list, before and after one is assigned', async () => {
    const company = await createTestCompany(db);
    const [erin, frank, gina] = [await createTestEngineer(db), await createTestEngineer(db), await createTestEngineer(db)];
    const order = await postAssignment(app, company.token, await validDraft(db));
    for (const engineer of [erin, frank, gina]) await insertApplication(db, { assignmentId: order.id, engineerId: engineer.user.id });
    await db.update(assignmentApplications).set({ status: 'withdrawn' }).where(eq(assignmentApplications.engineerId, gina.user.id));

    const counts = async () => {
      const talent = await callApi(app, 'GET', `/customers/get-talent-engineer?id=${order.id}`, { token: company.token });
      const list = await callApi(app, 'GET', '/customers/customer_assignments', { token: company.token });
      const row = list.body.data.data.find((item: { id: number }) => item.id === order.id);
      return { talent: talent.body.data.length, list: row.applicant_count, details: (await callApi(app, 'GET', `/customers/get-assignment-details?id=${order.id}`, { token: company.token })).body.data?.applicant_count };
    };
    expect(await counts()).toEqual({ talent: 2, list: 2, details: 2 });

    // Frank is declined by the assignment: still an applicant on the talent list.
    expect((await callApi(app, 'PATCH', '/customers/assign-assignment', { token: company.token, body: { assignment_id: order.id, engineer_id: erin.user.id } })).status).toBe(200);
    expect(await counts()).toEqual({ talent: 2, list: 2, details: 2 });
  });
});
