import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { assignmentDeliverables, assignments } from '../../db/schema';
import { storeUpload } from '../../domain/files/store-upload';
import { callApi, type TestApp } from '../../test/helpers';
import { createEngineerTestApp, fileOf, insertTestAssignment, pdfBytes, type createTestStorage } from '../../test/support/engineer-profile';
import { createEngineerIn, createMarket, type Market } from '../../test/support/engineer-assignments';

let app: TestApp;
let db: Database;
let market: Market;
let storage: ReturnType<typeof createTestStorage>;

beforeAll(async () => {
  ({ app, db, storage } = await createEngineerTestApp());
  market = await createMarket(db);
});

const DAY = 24 * 3600 * 1000;
const postedStart = new Date(Date.now() + 10 * DAY);
const counterDate = new Date(Date.now() + 12 * DAY).toISOString().slice(0, 10);
const POSTED_PAY = { payment_type: 1, hourly_rate: 60, max_hours: 4, fixed_amount: null, agreed_amount: null };
const COUNTER_PAY = { payment_type: 2, hourly_rate: null, max_hours: null, fixed_amount: 900 };

const details = (token: string, id: number) => callApi(app, 'GET', `/engineers/get-applied-assignment-details?id=${id}`, { token });
const myWorkRow = async (token: string, id: number) =>
  (await callApi(app, 'GET', '/engineers/get-applied-assignment?per_page=100', { token })).body.data.data.find((row: { id: number }) => row.id === id);
const companyDetails = (id: number) => callApi(app, 'GET', `/customers/get-assignment-details?id=${id}`, { token: market.company.token });

describe('posted and agreed terms', () => {
  it('shows a counter offer’s agreed terms to the assignee and the company only, and restores the posted ones when the assignee leaves', async () => {
    const ann = await createEngineerIn(app, db, market.cities.austin, 50, 'Ann');
    const ben = await createEngineerIn(app, db, market.cities.austin, 50, 'Ben');
    const order = await insertTestAssignment(db, {
      companyId: market.company.companyId,
      createdBy: market.company.user.id,
      title: 'Counter-offered install',
      startAt: postedStart,
      paymentTypeId: 1,
      hourlyRate: 60,
      maxHours: 4,
      fixedAmount: null,
    });
    expect((await callApi(app, 'POST', '/engineers/apply-assignment', { token: ann.token, body: { assignment_id: order.id } })).status).toBe(201);
    const offer = { assignment_id: order.id, payment_type: 2, fixed_amount: 900, start_date: counterDate, start_time: '09:00', reason: 'Two days of work' };
    expect((await callApi(app, 'POST', '/engineers/create-counter-offer', { token: ben.token, body: offer })).status).toBe(201);
    const assign = { assignment_id: order.id, engineer_id: ben.user.id };
    expect((await callApi(app, 'PATCH', '/customers/assign-assignment', { token: market.company.token, body: assign })).status).toBe(200);

    // Ann, declined, sees the order as it was posted: in the details and in her My Work row.
    const annSees = (await details(ann.token, order.id)).body.data;
    expect(annSees).toMatchObject({ engineer_status: 9, pricing: { ...POSTED_PAY, payment_type_name: 'Hourly' }, scheduling: { start_at: postedStart.toISOString() } });
    expect(await myWorkRow(ann.token, order.id)).toMatchObject({ ...POSTED_PAY, start_at: postedStart.toISOString() });

    // Ben and the company see the agreed terms.
    const counterStart = (await details(ben.token, order.id)).body.data;
    expect(counterStart).toMatchObject({ engineer_status: 1, pricing: { ...COUNTER_PAY, agreed_amount: 900, payment_type_name: 'Fixed' }, scheduling: { start_date: counterDate, start_time: '09:00' } });
    expect(await myWorkRow(ben.token, order.id)).toMatchObject({ ...COUNTER_PAY, agreed_amount: 900, start_at: counterStart.scheduling.start_at });
    expect((await companyDetails(order.id)).body.data).toMatchObject({ pricing: { ...COUNTER_PAY, agreed_amount: 900 }, scheduling: { start_date: counterDate } });
    expect(counterStart.scheduling.start_at).not.toBe(postedStart.toISOString());

    // Ben leaves: the order is open again on its posted terms, for everyone.
    expect((await callApi(app, 'PATCH', '/engineers/leave-assignment', { token: ben.token, body: { assignment_id: order.id } })).status).toBe(200);
    const [row] = await db.select().from(assignments).where(eq(assignments.id, order.id));
    expect(row).toMatchObject({ status: 0, assignedEngineerId: null, postedTerms: null, paymentTypeId: 1, hourlyRate: 60, maxHours: 4, fixedAmount: null, agreedAmount: null });
    expect(row.startAt.toISOString()).toBe(postedStart.toISOString());
    for (const token of [ann.token, ben.token]) {
      expect((await details(token, order.id)).body.data).toMatchObject({ pricing: POSTED_PAY, scheduling: { start_at: postedStart.toISOString() } });
    }
    expect((await companyDetails(order.id)).body.data).toMatchObject({ pricing: POSTED_PAY, scheduling: { start_at: postedStart.toISOString() } });
  });

  it('hides the agreed amount and the assignee’s deliverables from other engineers when the order was assigned on its posted terms', async () => {
    const cal = await createEngineerIn(app, db, market.cities.austin, 50, 'Cal');
    const dee = await createEngineerIn(app, db, market.cities.austin, 50, 'Dee');
    const order = await insertTestAssignment(db, { companyId: market.company.companyId, createdBy: market.company.user.id, title: 'Posted-terms install', fixedAmount: 450 });
    for (const engineer of [cal, dee]) await callApi(app, 'POST', '/engineers/apply-assignment', { token: engineer.token, body: { assignment_id: order.id } });
    await callApi(app, 'PATCH', '/customers/assign-assignment', { token: market.company.token, body: { assignment_id: order.id, engineer_id: dee.user.id } });

    expect((await db.select().from(assignments).where(eq(assignments.id, order.id)))[0].postedTerms).toBeNull();
    expect((await details(cal.token, order.id)).body.data.pricing).toMatchObject({ fixed_amount: 450, agreed_amount: null });
    expect(await myWorkRow(cal.token, order.id)).toMatchObject({ fixed_amount: 450, agreed_amount: null });
    expect((await details(dee.token, order.id)).body.data.pricing).toMatchObject({ fixed_amount: 450, agreed_amount: 450 });

    const file = await storeUpload({ db, storage, file: fileOf(pdfBytes(), 'signed.pdf'), kind: 'document', uploadedBy: dee.user.id, maxBytes: 1024 * 1024 });
    await db.insert(assignmentDeliverables).values({ assignmentId: order.id, name: 'Signed work order', fileId: file.id, deliveredAt: new Date() });
    expect((await details(dee.token, order.id)).body.data.deliverables).toMatchObject([{ name: 'Signed work order', file: { name: 'signed.pdf' } }]);
    expect((await details(cal.token, order.id)).body.data.deliverables).toMatchObject([{ name: 'Signed work order', is_required: true, file: null, delivered_at: null }]);
  });
});
