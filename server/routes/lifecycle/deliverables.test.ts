import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { assignmentDeliverables, storedFiles } from '../../db/schema';
import type { TestApp } from '../../test/helpers';
import { download, type createTestStorage } from '../../test/support/engineer-profile';
import { addDeliverable, createLifecycleTestApp, createParties, eventsOf, fileOf, insertAssignedOrder, orderRow, pdfBytes, pngBytes, type Parties } from '../../test/support/lifecycle';

let app: TestApp;
let db: Database;
let storage: ReturnType<typeof createTestStorage>;
let parties: Parties;

beforeAll(async () => {
  ({ app, db, storage } = await createLifecycleTestApp());
  parties = await createParties(db);
});

async function orderWithDeliverables() {
  const order = await insertAssignedOrder(db, parties, { status: 4 }, [{ name: 'Photos' }, { name: 'Test report' }, { name: 'Receipt copy', isRequired: false }]);
  const items = await db.select().from(assignmentDeliverables).where(eq(assignmentDeliverables.assignmentId, order.id)).orderBy(assignmentDeliverables.id);
  return { order, items };
}

const upload = (assignmentId: number, deliverableId: number, file: File, extra: Record<string, string> = {}) =>
  addDeliverable(app, parties.engineer.token, { assignment_id: String(assignmentId), deliverable_id: String(deliverableId), file, ...extra });

describe('deliverables', () => {
  it('hands in only when every required deliverable has a file', async () => {
    const { order, items } = await orderWithDeliverables();
    expect((await upload(order.id, items[0].id, fileOf(pdfBytes(), 'photos.pdf'))).body.data.status).toBe(4);

    const early = await addDeliverable(app, parties.engineer.token, { assignment_id: String(order.id), submit: 'true' });
    expect(early).toEqual({ status: 409, body: { message: 'Upload every required deliverable first: Test report.', code: 'conflict' } });

    const last = await upload(order.id, items[1].id, fileOf(pngBytes(), 'report.png'), { submit: 'true' });
    expect(last.body.data).toMatchObject({ status: 5, event: '5' });
    expect(last.body.data.deliverables.map((item: { file: { name: string } | null }) => item.file?.name ?? null)).toEqual(['photos.pdf', 'report.png', null]);
    expect(await eventsOf(db, order.id)).toEqual(['5']);
    // Handed in: no more uploads.
    expect((await upload(order.id, items[2].id, fileOf(pdfBytes(), 'late.pdf'))).status).toBe(409);
  });

  it('hands in an order that asks for nothing with submit alone', async () => {
    const order = await insertAssignedOrder(db, parties, { status: 4 });
    const submitted = await addDeliverable(app, parties.engineer.token, { assignment_id: String(order.id), submit: 'true' });
    expect(submitted.body.data).toMatchObject({ status: 5, deliverables: [] });
  });

  it('replaces a file, removing the old one; refuses bad input, wrong files and other orders’ deliverables', async () => {
    const { order, items } = await orderWithDeliverables();
    const first = await upload(order.id, items[0].id, fileOf(pdfBytes(), 'v1.pdf'));
    const [oldFile] = await db.select().from(storedFiles).where(eq(storedFiles.id, first.body.data.deliverables[0].file.id));
    await upload(order.id, items[0].id, fileOf(pdfBytes(), 'v2.pdf'));
    expect(await db.select().from(storedFiles).where(eq(storedFiles.id, oldFile.id))).toEqual([]);
    expect(storage.keys()).not.toContain(oldFile.storageKey);

    const before = storage.keys().length;
    expect((await addDeliverable(app, parties.engineer.token, { assignment_id: String(order.id) })).status).toBe(400);
    expect((await addDeliverable(app, parties.engineer.token, { assignment_id: String(order.id), file: fileOf(pdfBytes(), 'x.pdf') })).body.errors).toEqual([
      { path: 'deliverable_id', message: 'Choose the deliverable this file is for' },
    ]);
    expect((await upload(order.id, items[0].id, fileOf(new TextEncoder().encode('MZ not a pdf'), 'bad.pdf'))).status).toBe(415);
    const other = await orderWithDeliverables();
    expect((await upload(order.id, other.items[0].id, fileOf(pdfBytes(), 'x.pdf'))).status).toBe(404);
    expect(storage.keys().length).toBe(before);
    expect((await orderRow(db, order.id)).status).toBe(4);
  });

  it('serves delivered files to the company side and the assignee only', async () => {
    const { order, items } = await orderWithDeliverables();
    await upload(order.id, items[0].id, fileOf(pdfBytes(), 'photos.pdf'));
    const company = await download(app, `/customers/deliverable-file?id=${items[0].id}`, parties.company.token);
    expect(company.status).toBe(200);
    expect(company.headers.get('content-disposition')).toBe('attachment; filename="photos.pdf"');
    expect(new Uint8Array(await company.arrayBuffer())).toEqual(pdfBytes());
    expect((await download(app, `/engineers/deliverable-file?id=${items[0].id}`, parties.engineer.token)).status).toBe(200);
    expect((await download(app, `/engineers/deliverable-file?id=${items[1].id}`, parties.engineer.token)).status).toBe(404);

    const strangers = await createParties(db);
    expect((await download(app, `/customers/deliverable-file?id=${items[0].id}`, strangers.company.token)).status).toBe(404);
    expect((await download(app, `/engineers/deliverable-file?id=${items[0].id}`, strangers.engineer.token)).status).toBe(404);
    expect((await download(app, `/engineers/deliverable-file?id=${items[0].id}`, parties.company.token)).status).toBe(403);
  });
});
