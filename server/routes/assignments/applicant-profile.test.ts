import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { assignmentApplications, engineerDocuments, engineerJobTitles, engineerLanguages, engineerPaymentInfo, engineerSkills, fluencyLevels, languages, workingHours } from '../../db/schema';
import { storeUpload } from '../../domain/files/store-upload';
import { callApi, createTestCompany, createTestCustomer, type TestAccount, type TestApp } from '../../test/helpers';
import { createEngineerIn } from '../../test/support/engineer-assignments';
import { fileOf, findCity, insertTestAssignment, pdfBytes, type createTestStorage } from '../../test/support/engineer-profile';
import { createCompanyTestApp } from '../../test/support/assignments';

let app: TestApp;
let db: Database;
let storage: ReturnType<typeof createTestStorage>;

beforeAll(async () => {
  ({ app, db, storage } = await createCompanyTestApp());
});

const PATH = '/customers/get-engineer-profile';
const profileOf = (token: string, assignmentId: number | string, engineerId: number | string) =>
  callApi(app, 'GET', `${PATH}?assignment_id=${assignmentId}&engineer_id=${engineerId}`, { token });

/** An engineer in Austin with a full profile, payment details included. */
async function createFullEngineer(firstName: string) {
  const austin = await findCity(db, 'Austin', 'Texas');
  const engineer = await createEngineerIn(app, db, { ...austin }, 80, firstName);
  const userId = engineer.user.id;
  const [spanish] = await db.select().from(languages).where(eq(languages.name, 'Spanish'));
  const [fluent] = await db.select().from(fluencyLevels).where(eq(fluencyLevels.name, 'Fluent'));
  await db.insert(engineerLanguages).values({ userId, languageId: spanish.id, fluencyLevelId: fluent.id });
  await db.insert(engineerSkills).values([{ userId, skillId: 5 }]);
  await db.insert(engineerJobTitles).values([{ userId, jobTitleId: 7 }]);
  await db.insert(workingHours).values({ userId, weekday: 1, isAvailable: true, startTime: '08:00', endTime: '16:00' });
  await db.insert(engineerPaymentInfo).values({ userId, paymentMethodId: 1, accountHolder: 'Hidden Holder', accountIdentifier: 'DE89370400440532013000', bankName: 'Secret Bank', routingCode: 'RT-99' });
  const file = await storeUpload({ db, storage, file: fileOf(pdfBytes(), 'insurance.pdf'), kind: 'document', uploadedBy: userId, maxBytes: 1024 * 1024 });
  await db.insert(engineerDocuments).values({ userId, documentTypeId: 4, fileId: file.id });
  return engineer;
}

const apply = (engineer: TestAccount, assignmentId: number) => callApi(app, 'POST', '/engineers/apply-assignment', { token: engineer.token, body: { assignment_id: assignmentId } });

describe('applicant profile', () => {
  it('shows the company side an applicant’s profile, never their payment details, and contact details only once assigned', async () => {
    const company = await createTestCompany(db);
    const austin = await findCity(db, 'Austin', 'Texas');
    const order = await insertTestAssignment(db, { companyId: company.companyId, createdBy: company.user.id, cityId: austin.id, latitude: austin.latitude, longitude: austin.longitude });
    const erin = await createFullEngineer('Erin');
    expect((await apply(erin, order.id)).status).toBe(201);

    const { status, body } = await profileOf(company.token, order.id, erin.user.id);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      engineer_id: erin.user.id,
      name: 'Erin Tester',
      city_name: 'Austin',
      state_name: 'Texas',
      application_status: 'applied',
      email: null,
      phone: null,
      hourly_rate: 45,
      travel_distance: 80,
      distance_miles: 0,
      rating_average: null,
      rating_count: 0,
      skills: [{ id: 5 }],
      job_titles: [{ id: 7 }],
      languages: [{ language: 'Spanish', fluency_level: 'Fluent' }],
      documents: [{ document_type: 'Certificate of Insurance', file_name: 'insurance.pdf' }],
    });
    expect(body.data.working_hours[1]).toEqual({ weekday: 1, day: 'Monday', is_available: true, start_time: '08:00', end_time: '16:00' });
    const text = JSON.stringify(body);
    for (const secret of ['DE89370400440532013000', 'Hidden Holder', 'Secret Bank', 'RT-99', 'account', 'payment', erin.email]) expect(text).not.toContain(secret);

    await callApi(app, 'PATCH', '/customers/assign-assignment', { token: company.token, body: { assignment_id: order.id, engineer_id: erin.user.id } });
    const assigned = await profileOf(company.token, order.id, erin.user.id);
    expect(assigned.body.data).toMatchObject({ application_status: 'assigned', email: erin.email });
  });

  it('answers 404 unless the engineer applied to one of the caller’s own orders, and 403 to engineers', async () => {
    const company = await createTestCompany(db);
    const customer = await createTestCustomer(db, company.companyId);
    const otherCustomer = await createTestCustomer(db, company.companyId);
    const otherCompany = await createTestCompany(db);
    const base = { companyId: company.companyId, createdBy: customer.user.id, customerId: customer.user.customer_id };
    const customersOrder = await insertTestAssignment(db, base);
    const otherCompanysOrder = await insertTestAssignment(db, { companyId: otherCompany.companyId, createdBy: otherCompany.user.id });
    const erin = await createFullEngineer('Erin');
    const frank = await createFullEngineer('Frank');
    const gail = await createFullEngineer('Gail');
    await apply(erin, customersOrder.id);
    await apply(erin, otherCompanysOrder.id);
    await apply(gail, customersOrder.id);
    await db.update(assignmentApplications).set({ status: 'withdrawn' }).where(eq(assignmentApplications.engineerId, gail.user.id));

    expect((await profileOf(customer.token, customersOrder.id, erin.user.id)).status).toBe(200);
    expect((await profileOf(company.token, customersOrder.id, erin.user.id)).status).toBe(200);
    expect((await profileOf(otherCustomer.token, customersOrder.id, erin.user.id)).status).toBe(404);
    expect((await profileOf(company.token, otherCompanysOrder.id, erin.user.id)).status).toBe(404);
    expect((await profileOf(otherCompany.token, customersOrder.id, erin.user.id)).status).toBe(404);
    const stranger = await profileOf(company.token, customersOrder.id, frank.user.id);
    expect(stranger).toEqual({ status: 404, body: { message: 'This engineer has not applied for this work order.', code: 'not_found' } });
    expect((await profileOf(company.token, customersOrder.id, gail.user.id)).status).toBe(404);
    expect((await profileOf(company.token, 999_999, erin.user.id)).status).toBe(404);

    expect((await profileOf(erin.token, customersOrder.id, erin.user.id)).status).toBe(403);
    expect((await profileOf(frank.token, customersOrder.id, erin.user.id)).status).toBe(403);
    expect((await callApi(app, 'GET', `${PATH}?assignment_id=${customersOrder.id}&engineer_id=${erin.user.id}`)).status).toBe(401);
    const bad = await profileOf(company.token, 'x', '');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['assignment_id', 'engineer_id']);
  });

  it('is in the OpenAPI document', async () => {
    const { body } = await callApi(app, 'GET', '/openapi.json');
    expect(body.paths[`/api/v1${PATH}`].get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['assignment_id', 'engineer_id']);
  });
});
