import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { assignmentLogs, assignments, notifications } from '../../db/schema';
import { callApi, callForm, createTestCompany, createTestCustomer, createTestEngineer, type TestAccount, type TestApp } from '../../test/helpers';
import { createCompanyTestApp, fileOf, inDays, insertApplication, pdfBytes, pngBytes, postAssignment, validDraft } from '../../test/support/assignments';

let app: TestApp;
let db: Database;
let storage: Awaited<ReturnType<typeof createCompanyTestApp>>['storage'];

beforeAll(async () => {
  ({ app, db, storage } = await createCompanyTestApp());
});

const list = (token: string, query = '') => callApi(app, 'GET', `/customers/customer_assignments${query}`, { token });
const titles = (body: { data: { data: { title: string }[] } }) => body.data.data.map((row) => row.title);

describe('the work-order list', () => {
  let company: TestAccount;
  let customer: TestAccount;

  beforeAll(async () => {
    company = await createTestCompany(db);
    customer = await createTestCustomer(db, company.user.company_id!);
    const post = async (token: string, title: string, description: string, startIn: number) =>
      postAssignment(app, token, await validDraft(db, { basic_info: { title, description }, scheduling: { start_date: inDays(startIn) } }));
    await post(company.token, 'Alpha rack cabling', 'Cable two racks.', 30);
    await post(company.token, 'Bravo printer repair', 'Fix the 50% jammed printer.', 10);
    const charlie = await post(customer.token, 'Charlie kiosk setup', 'Set up a kiosk.', 20);
    await db.update(assignments).set({ status: 10 }).where(eq(assignments.id, charlie.id));
  });

  it('shows the company all its orders and its customers’, a customer only their own', async () => {
    const all = await list(company.token);
    expect(all.status).toBe(200);
    expect(all.body.data.total_count).toBe(3);
    expect(titles(all.body)).toEqual(['Charlie kiosk setup', 'Bravo printer repair', 'Alpha rack cabling']);
    expect(all.body.data.data[0]).toMatchObject({ status: 10, customer_name: 'Cody Person', city_name: 'Austin', state_name: 'Texas', applicant_count: 0, payment_type: 2, fixed_amount: 450 });

    const own = await list(customer.token);
    expect(own.body.data.total_count).toBe(1);
    expect(titles(own.body)).toEqual(['Charlie kiosk setup']);
  });

  it('filters by status, searches title and description, sorts and pages', async () => {
    expect(titles((await list(company.token, '?status=10')).body)).toEqual(['Charlie kiosk setup']);
    expect((await list(company.token, '?status=0')).body.data.total_count).toBe(2);
    expect((await list(company.token, '?status=11')).body.data.total_count).toBe(3);
    expect((await list(company.token, '?status=12')).body.data).toEqual({ total_count: 0, total_capped: false, data: [] });

    expect(titles((await list(company.token, '?search=RACK')).body)).toEqual(['Alpha rack cabling']);
    expect(titles((await list(company.token, '?search=kiosk')).body)).toEqual(['Charlie kiosk setup']);
    expect(titles((await list(company.token, '?search=50%25')).body)).toEqual(['Bravo printer repair']);
    expect((await list(company.token, '?search=%25')).body.data.total_count).toBe(1);

    expect(titles((await list(company.token, '?sort_by=title&order=asc')).body)).toEqual(['Alpha rack cabling', 'Bravo printer repair', 'Charlie kiosk setup']);
    expect(titles((await list(company.token, '?sort_by=start_at&order=asc')).body)).toEqual(['Bravo printer repair', 'Charlie kiosk setup', 'Alpha rack cabling']);

    const second = await list(company.token, '?sort_by=title&order=asc&page=2&per_page=2');
    expect(second.body.data.total_count).toBe(3);
    expect(titles(second.body)).toEqual(['Charlie kiosk setup']);
  });

  it('refuses unknown sort fields, filters and paging with 400', async () => {
    for (const query of ['?sort_by=password_hash', '?status=9', '?status=abc', '?order=sideways', '?page=0', '?per_page=0']) {
      const { status, body } = await list(company.token, query);
      expect(status, query).toBe(400);
      expect(body.errors.length, query).toBeGreaterThan(0);
    }
  });
});

describe('editing a work order', () => {
  it('replaces details, deliverables and documents, and tells the applicants', async () => {
    const company = await createTestCompany(db);
    const erin = await createTestEngineer(db);
    const draft = await validDraft(db, { deliverables: [{ name: 'Before photos', document_type_id: 1, is_required: true }, { name: 'Notes', document_type_id: 9, is_required: false }] });
    const order = await postAssignment(app, company.token, draft, [fileOf(pdfBytes(), 'old.pdf'), fileOf(pngBytes(), 'keep.png')]);
    await insertApplication(db, { assignmentId: order.id, engineerId: erin.user.id });
    const [oldDocument, keptDocument] = order.documents;
    const keysBefore = storage.keys().length;

    const data = {
      ...(await validDraft(db, {
        basic_info: { title: 'POS terminal install (updated)' },
        pricing: { payment_type: 3, fixed_amount: 200, blended_first_hours: 2, blended_additional_rate: 35, max_hours: 6 },
        deliverables: [{ id: order.deliverables[0].id, name: 'Before and after photos', document_type_id: 2, is_required: true }, { name: 'Test results', document_type_id: 6, is_required: true }],
      })),
      assignment_id: order.id,
      remove_document_ids: [oldDocument.id],
    };
    const saved = await callForm(app, 'PATCH', '/customers/update-assignment', { data: JSON.stringify(data), documents: [fileOf(pdfBytes(), 'new.pdf')] }, company.token);
    expect(saved.status).toBe(200);
    expect(saved.body.data.basic_info.title).toBe('POS terminal install (updated)');
    expect(saved.body.data.pricing).toMatchObject({ payment_type: 3, fixed_amount: 200, blended_first_hours: 2, blended_additional_rate: 35, max_hours: 6, hourly_rate: null });
    expect(saved.body.data.deliverables.map((item: { id: number; name: string }) => [item.id === order.deliverables[0].id, item.name])).toEqual([
      [true, 'Before and after photos'],
      [false, 'Test results'],
    ]);
    expect(saved.body.data.documents.map((document: { name: string }) => document.name)).toEqual(['keep.png', 'new.pdf']);
    expect(saved.body.data.documents[0].id).toBe(keptDocument.id);
    expect(storage.keys().length).toBe(keysBefore); // one file removed, one added

    const [notice] = await db.select().from(notifications).where(eq(notifications.userId, erin.user.id));
    expect(notice).toMatchObject({ title: 'Work order updated', link: `/engineer/find-work/eng-details-page/${order.id}` });
    const logs = await db.select().from(assignmentLogs).where(eq(assignmentLogs.assignmentId, order.id));
    expect(logs.map((log) => log.note)).toEqual(['Work order posted', 'Work order details updated']);
  });

  it('keeps an assigned order assigned, recomputes the agreed pay and tells the engineer', async () => {
    const company = await createTestCompany(db);
    const erin = await createTestEngineer(db);
    const order = await postAssignment(app, company.token, await validDraft(db));
    await insertApplication(db, { assignmentId: order.id, engineerId: erin.user.id });
    await callApi(app, 'PATCH', '/customers/assign-assignment', { token: company.token, body: { assignment_id: order.id, engineer_id: erin.user.id } });

    const data = { ...(await validDraft(db, { pricing: { payment_type: 1, hourly_rate: 60, max_hours: 5 } })), assignment_id: order.id };
    const saved = await callForm(app, 'PATCH', '/customers/update-assignment', { data: JSON.stringify(data) }, company.token);
    expect(saved.body.data).toMatchObject({ status: 1, assigned_engineer: { id: erin.user.id }, pricing: { hourly_rate: 60, max_hours: 5, agreed_amount: 300 } });
    const notices = await db.select().from(notifications).where(eq(notifications.userId, erin.user.id));
    expect(notices.at(-1)).toMatchObject({ title: 'Work order updated', link: `/engineer/my-work/details-page/${order.id}` });
  });

  it('refuses foreign deliverables and documents (400) and edits once the engineer has checked in (409)', async () => {
    const company = await createTestCompany(db);
    const first = await postAssignment(app, company.token, await validDraft(db, { deliverables: [{ name: 'Photos', document_type_id: 1, is_required: true }] }), [fileOf(pdfBytes(), 'a.pdf')]);
    const second = await postAssignment(app, company.token, await validDraft(db));
    const edit = async (fields: object) => callForm(app, 'PATCH', '/customers/update-assignment', { data: JSON.stringify({ ...(await validDraft(db)), assignment_id: second.id, ...fields }) }, company.token);

    expect((await edit({ remove_document_ids: [first.documents[0].id] })).body.errors).toEqual([{ path: 'remove_document_ids', message: 'A document to remove is not part of the work order' }]);
    const foreignDeliverable = await edit({ deliverables: [{ id: first.deliverables[0].id, name: 'x', document_type_id: 1, is_required: true }] });
    expect(foreignDeliverable.body.errors).toEqual([{ path: 'deliverables.0.id', message: 'This deliverable is not part of the work order' }]);

    await db.update(assignments).set({ status: 3 }).where(eq(assignments.id, second.id));
    const late = await edit({});
    expect(late).toEqual({ status: 409, body: { message: 'This work order can no longer be edited.', code: 'invalid_transition' } });
  });
});
