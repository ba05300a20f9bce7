import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { assignmentDocuments, storedFiles, workOrderTemplateDocuments, workOrderTemplates } from '../../db/schema';
import { callApi, callForm, createTestCompany, createTestCustomer, type TestAccount, type TestApp } from '../../test/helpers';
import { createCompanyTestApp, fileOf, pdfBytes, postAssignment, validDraft } from '../../test/support/assignments';

let app: TestApp;
let db: Database;
let storage: Awaited<ReturnType<typeof createCompanyTestApp>>['storage'];

beforeAll(async () => {
  ({ app, db, storage } = await createCompanyTestApp());
});

type Company = TestAccount & { companyId: number };
const TEMPLATES = '/customers/templates';
const pdf = (name = 'scope.pdf') => fileOf(pdfBytes(), name, 'application/pdf');

async function templateDraft() {
  const { scheduling, ...draft } = await validDraft(db);
  return { draft, scheduling };
}

async function saveTemplate(token: string, data: Record<string, unknown>, documents: File[] = [], status = 201) {
  const answer = await callForm(app, 'POST', TEMPLATES, { data: JSON.stringify(data), documents }, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
}

const fileIdsOfOrder = async (assignmentId: number) =>
  (await db.select({ fileId: assignmentDocuments.fileId }).from(assignmentDocuments).where(eq(assignmentDocuments.assignmentId, assignmentId))).map((row) => row.fileId);
const existingFiles = async (ids: number[]) => (await db.select({ id: storedFiles.id, key: storedFiles.storageKey }).from(storedFiles).where(inArray(storedFiles.id, ids)));

describe('work-order templates', () => {
  let company: Company;
  let customer: TestAccount;
  let otherCustomer: TestAccount;
  let stranger: Company;

  beforeAll(async () => {
    company = await createTestCompany(db);
    customer = await createTestCustomer(db, company.companyId);
    otherCustomer = await createTestCustomer(db, company.companyId);
    stranger = await createTestCompany(db);
  });

  it('saves, lists, gets, renames, edits and deletes a template (round trip)', async () => {
    const { draft } = await templateDraft();
    const saved = await saveTemplate(company.token, { name: 'Quarterly POS check', shared: true, draft }, [pdf('checklist.pdf')]);
    expect(saved).toMatchObject({ message: 'Template saved.', data: { name: 'Quarterly POS check', shared: true, title: 'POS terminal install', customer_id: null, can_edit: true, document_count: 1 } });
    expect(saved.data.draft).toMatchObject({ basic_info: { title: 'POS terminal install', skill_ids: [5, 6] }, pricing: { payment_type: 2, fixed_amount: 450 } });
    expect(saved.data.draft.scheduling).toBeUndefined();
    expect(saved.data.documents).toEqual([{ id: expect.any(Number), name: 'checklist.pdf', mime_type: 'application/pdf', size_bytes: expect.any(Number) }]);
    const id = saved.data.id;

    const listed = await callApi(app, 'GET', TEMPLATES, { token: company.token });
    expect(listed.body.data.map((row: { id: number }) => row.id)).toEqual([id]);

    const renamed = await callForm(app, 'PUT', `${TEMPLATES}/${id}`, { data: JSON.stringify({ name: 'POS check', draft: { ...draft, basic_info: { ...draft.basic_info, title: 'POS swap' } } }), documents: [pdf('map.pdf')] }, company.token);
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'POS check', shared: true, title: 'POS swap', document_count: 2 });
    const [first, second] = renamed.body.data.documents as { id: number }[];

    const detached = await callForm(app, 'PUT', `${TEMPLATES}/${id}`, { data: JSON.stringify({ remove_file_ids: [first.id] }) }, company.token);
    expect(detached.body.data.documents.map((document: { id: number }) => document.id)).toEqual([second.id]);
    expect(await existingFiles([first.id])).toEqual([]);

    expect(await callApi(app, 'DELETE', `${TEMPLATES}/${id}`, { token: company.token })).toEqual({ status: 200, body: { message: 'Template deleted.', data: null } });
    expect((await callApi(app, 'GET', `${TEMPLATES}/${id}`, { token: company.token })).status).toBe(404);
    expect(await existingFiles([second.id])).toEqual([]);
  });

  it('checks names: 1 to 120 characters, unique in the company whatever the case (409 on the name field)', async () => {
    const { draft } = await templateDraft();
    await saveTemplate(company.token, { name: 'Unique Name', draft });
    const taken = await saveTemplate(customer.token, { name: '  unique name ', draft }, [], 409);
    expect(taken.errors).toEqual([{ path: 'name', message: 'The company already has a template with this name.' }]);
    expect((await saveTemplate(company.token, { name: ' ', draft }, [], 400)).errors[0].path).toBe('name');
    expect((await saveTemplate(company.token, { name: 'x'.repeat(121), draft }, [], 400)).errors[0].path).toBe('name');
    await saveTemplate(company.token, { name: 'x'.repeat(120), draft });
    // Another company may use the same name.
    await saveTemplate(stranger.token, { name: 'Unique Name', draft });
    // Either a draft or an order, not both nor neither.
    await saveTemplate(company.token, { name: 'Neither' }, [], 400);
  });

  it('refuses a rename to a name in use (409 on the name field) and two saves of one name at once keep one; the index refuses what the check misses', async () => {
    const { draft } = await templateDraft();
    const first = await saveTemplate(company.token, { name: 'Rack survey', draft });
    const second = await saveTemplate(company.token, { name: 'Kiosk survey', draft });
    const renamed = await callForm(app, 'PUT', `${TEMPLATES}/${second.data.id}`, { data: JSON.stringify({ name: ' RACK SURVEY ' }) }, company.token);
    expect(renamed.status).toBe(409);
    expect(renamed.body).toMatchObject({ message: 'The company already has a template with this name.', errors: [{ path: 'name' }] });
    // Renaming to its own name in another case is no clash.
    const recased = await callForm(app, 'PUT', `${TEMPLATES}/${first.data.id}`, { data: JSON.stringify({ name: 'RACK survey' }) }, company.token);
    expect(recased.status).toBe(200);

    const racing = await Promise.all(['Same time', ' same TIME'].map((name) => callForm(app, 'POST', TEMPLATES, { data: JSON.stringify({ name, draft }) }, company.token)));
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const rows = await db.select({ name: workOrderTemplates.name }).from(workOrderTemplates).where(eq(workOrderTemplates.companyId, company.companyId));
    expect(rows.filter((row) => row.name.toLowerCase() === 'same time')).toHaveLength(1);

    // Past the check (as a save racing another would be): the unique index (company, lower(name)) refuses the row.
    const [stored] = await db.select({ draft: workOrderTemplates.draft }).from(workOrderTemplates).where(eq(workOrderTemplates.id, first.data.id));
    const direct = db.insert(workOrderTemplates).values({ companyId: company.companyId, createdBy: company.user.id, name: 'rack SURVEY', draft: stored.draft });
    await expect(direct).rejects.toMatchObject({ cause: { code: '23505' } });
  });

  it('shows a customer its own and the shared templates, the company all of them; a customer changes only its own', async () => {
    const { draft } = await templateDraft();
    const companyPrivate = (await saveTemplate(company.token, { name: 'Company private', draft })).data.id;
    const companyShared = (await saveTemplate(company.token, { name: 'Company shared', shared: true, draft })).data.id;
    const customerOwn = (await saveTemplate(customer.token, { name: 'Customer own', draft })).data.id;
    const otherShared = (await saveTemplate(otherCustomer.token, { name: 'Other customer shared', shared: true, draft })).data.id;

    const idsOf = async (token: string) => (await callApi(app, 'GET', TEMPLATES, { token })).body.data.map((row: { id: number }) => row.id);
    expect(await idsOf(company.token)).toEqual(expect.arrayContaining([companyPrivate, companyShared, customerOwn, otherShared]));
    const seen = await idsOf(customer.token);
    expect(seen).toEqual(expect.arrayContaining([companyShared, customerOwn, otherShared]));
    expect(seen).not.toContain(companyPrivate);

    expect((await callApi(app, 'GET', `${TEMPLATES}/${companyPrivate}`, { token: customer.token })).status).toBe(404);
    const shared = await callApi(app, 'GET', `${TEMPLATES}/${companyShared}`, { token: customer.token });
    expect(shared.body.data.can_edit).toBe(false);
    expect((await callForm(app, 'PUT', `${TEMPLATES}/${companyShared}`, { data: JSON.stringify({ name: 'Mine now' }) }, customer.token)).status).toBe(403);
    expect((await callApi(app, 'DELETE', `${TEMPLATES}/${otherShared}`, { token: customer.token })).status).toBe(403);
    // The company changes its customers' templates.
    expect((await callForm(app, 'PUT', `${TEMPLATES}/${customerOwn}`, { data: JSON.stringify({ shared: true }) }, company.token)).body.data).toMatchObject({ shared: true, customer_id: expect.any(Number) });

    // Another tenant sees none of them: 404 on every path.
    expect((await idsOf(stranger.token)).some((id: number) => [companyPrivate, companyShared, customerOwn, otherShared].includes(id))).toBe(false);
    const { scheduling } = await templateDraft();
    for (const [method, path, body] of [
      ['GET', `${TEMPLATES}/${companyShared}`, undefined],
      ['DELETE', `${TEMPLATES}/${companyShared}`, undefined],
      ['POST', `${TEMPLATES}/${companyShared}/work-orders`, { scheduling }],
    ] as const) {
      expect((await callApi(app, method, path, { token: stranger.token, body })).status).toBe(404);
    }
    expect((await callForm(app, 'PUT', `${TEMPLATES}/${companyShared}`, { data: JSON.stringify({ name: 'Taken over' }) }, stranger.token)).status).toBe(404);
  });

  it('posts an order from a template with a schedule: the order attaches the same stored files, and each keeps them when the other goes', async () => {
    const { draft, scheduling } = await templateDraft();
    const template = (await saveTemplate(customer.token, { name: 'Site survey', shared: true, draft }, [pdf('survey.pdf')])).data;
    const [templateFile] = template.documents as { id: number }[];

    const posted = await callApi(app, 'POST', `${TEMPLATES}/${template.id}/work-orders`, { token: otherCustomer.token, body: { scheduling, pricing: { payment_type: 2, fixed_amount: 600, payment_day_id: 3 } } });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(posted.body.data).toMatchObject({ basic_info: { title: 'POS terminal install' }, status: 0, pricing: { fixed_amount: 600 }, documents: [{ name: 'survey.pdf', file_id: templateFile.id }] });
    const orderId = posted.body.data.id;
    expect(await fileIdsOfOrder(orderId)).toEqual([templateFile.id]);
    expect(storage.keys()).toContain((await existingFiles([templateFile.id]))[0].key);

    // The schedule is required; a start in the past is refused like the form's.
    expect((await callApi(app, 'POST', `${TEMPLATES}/${template.id}/work-orders`, { token: customer.token, body: {} })).status).toBe(400);
    expect((await callApi(app, 'POST', `${TEMPLATES}/${template.id}/work-orders`, { token: customer.token, body: { scheduling: { ...scheduling, start_date: '2020-01-01' } } })).status).toBe(400);

    // Deleting the template keeps the order's file.
    expect((await callApi(app, 'DELETE', `${TEMPLATES}/${template.id}`, { token: customer.token })).status).toBe(200);
    const [kept] = await existingFiles([templateFile.id]);
    expect(kept).toBeDefined();
    expect(storage.keys()).toContain(kept.key);
    const download = await app.request(`/api/v1/customers/assignment-document?id=${posted.body.data.documents[0].id}`, { headers: { authorization: `Bearer ${otherCustomer.token}` } });
    expect(download.status).toBe(200);
  });

  it('saves an order as a template (its draft and files, shared), and deleting the order keeps the template file', async () => {
    const order = await postAssignment(app, company.token, await validDraft(db, { deliverables: [{ name: 'Photos', document_type_id: 1, is_required: true }] }), [pdf('plan.pdf')]);
    const fileId = order.documents[0].file_id;
    const template = (await saveTemplate(company.token, { name: 'From order', from_assignment_id: order.id })).data;
    expect(template.draft).toMatchObject({ basic_info: { title: 'POS terminal install' }, deliverables: [{ name: 'Photos', document_type_id: 1, is_required: true }] });
    expect(template.documents.map((document: { id: number }) => document.id)).toEqual([fileId]);

    // Another tenant cannot take the order as a template.
    await saveTemplate(stranger.token, { name: 'Stolen', from_assignment_id: order.id }, [], 404);

    expect((await callApi(app, 'PATCH', '/customers/cancel-assignment', { token: company.token, body: { assignment_id: order.id } })).status).toBe(200);
    expect((await callApi(app, 'DELETE', '/customers/delete-assignment', { token: company.token, body: { assignment_id: order.id } })).status).toBe(200);
    const [kept] = await existingFiles([fileId]);
    expect(kept).toBeDefined();
    expect(storage.keys()).toContain(kept.key);
    expect(await db.select().from(workOrderTemplateDocuments).where(eq(workOrderTemplateDocuments.fileId, fileId))).toHaveLength(1);

    // The last to go takes the file with it.
    expect((await callApi(app, 'DELETE', `${TEMPLATES}/${template.id}`, { token: company.token })).status).toBe(200);
    expect(await existingFiles([fileId])).toEqual([]);
    expect(storage.keys()).not.toContain(kept.key);
  });

  it('duplicates an order with reuse_file_ids, only with files of orders or templates the user sees', async () => {
    const draft = await validDraft(db);
    const order = await postAssignment(app, customer.token, draft, [pdf('wiring.pdf')]);
    const fileId = order.documents[0].file_id;
    const duplicate = await callForm(app, 'POST', '/customers/customer_assignments', { data: JSON.stringify({ ...draft, reuse_file_ids: [fileId] }), documents: [pdf('extra.pdf')] }, customer.token);
    expect(duplicate.status).toBe(201);
    expect(duplicate.body.data.documents.map((document: { name: string }) => document.name).sort()).toEqual(['extra.pdf', 'wiring.pdf']);
    expect(await fileIdsOfOrder(duplicate.body.data.id)).toContain(fileId);

    // Another customer of the company, and another tenant, cannot attach it.
    for (const token of [otherCustomer.token, stranger.token]) {
      const refused = await callForm(app, 'POST', '/customers/customer_assignments', { data: JSON.stringify({ ...draft, reuse_file_ids: [fileId] }) }, token);
      expect(refused.status).toBe(404);
    }
    // Removing the document from the duplicate keeps the original's file.
    const documentId = duplicate.body.data.documents.find((document: { name: string }) => document.name === 'wiring.pdf').id;
    const edited = await callForm(app, 'PATCH', '/customers/update-assignment', { data: JSON.stringify({ ...draft, assignment_id: duplicate.body.data.id, remove_document_ids: [documentId] }) }, customer.token);
    expect(edited.status).toBe(200);
    expect(await existingFiles([fileId])).toHaveLength(1);
    const download = await app.request(`/api/v1/customers/assignment-document?id=${order.documents[0].id}`, { headers: { authorization: `Bearer ${customer.token}` } });
    expect(download.status).toBe(200);
  });
});
