import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_ENDPOINTS } from '@/constants';
import { WORK_ORDER_IMPORT_COLUMNS, WORK_ORDER_IMPORT_LIMITS, workOrderImportTemplate } from '@/contracts/workOrderImport';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { assignmentDeliverables, assignmentLogs, assignments, assignmentSkills, webhookDeliveries, webhookEvents } from '../../db/schema';
import { callApi, createTestCompany, createTestCustomer, createTestEngineer, getTestDb, uniqueIp, type TestAccount, type TestApp } from '../../test/helpers';
import { createTestStorage, findCity } from '../../test/support/engineer-profile';
import { inDays } from '../../test/support/assignments';

// POST /customers/import-work-orders: a dry run that reports each row, an import of all rows or
// none, replays by Idempotency-Key, the file limits and who may import.

let db: Database;
let app: TestApp;
let company: TestAccount & { companyId: number };
let customer: TestAccount;
let engineer: TestAccount;

beforeAll(async () => {
  db = await getTestDb();
  app = createApp({ db, storage: createTestStorage(), mailer: async () => undefined });
  company = await createTestCompany(db);
  customer = await createTestCustomer(db, company.companyId);
  engineer = await createTestEngineer(db);
});

type Row = Partial<Record<(typeof WORK_ORDER_IMPORT_COLUMNS)[number]['key'], string>>;

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** A valid on-site fixed-price row in Austin, TX, ten days out, with the given cells changed. */
const row = (cells: Row = {}): Row => ({
  title: `Imported install ${randomUUID().slice(0, 6)}`,
  category: 'Point of Sale (POS)',
  description: 'Install four POS terminals.',
  skills: 'POS Installation;POS Troubleshooting',
  job_title: 'POS Technician',
  location_type: 'On site',
  address_line1: '500 Congress Ave',
  country: 'US',
  state: 'TX',
  city: 'Austin',
  zip: '78701',
  start_date: inDays(10),
  start_time: '09:00',
  timezone: 'America/Chicago',
  payment_type: 'Fixed',
  fixed_amount: '450',
  payment_terms: '30 days',
  deliverables: 'Photos:Photos (after work):yes;Sign-off:Customer Sign-off:no',
  ...cells,
});

const toCsv = (rows: Row[], { bom = false } = {}) => {
  const keys = WORK_ORDER_IMPORT_COLUMNS.map((column) => column.key);
  const lines = [keys.join(','), ...rows.map((cells) => keys.map((key) => quote(cells[key] ?? '')).join(','))];
  return `${bom ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`;
};

type Send = { token?: string; dryRun?: boolean; key?: string; file?: File };

async function send(csv: string, { token = company.token, dryRun = false, key, file }: Send = {}) {
  const form = new FormData();
  form.append('file', file ?? new File([csv], 'orders.csv', { type: 'text/csv' }));
  const headers: Record<string, string> = { 'x-forwarded-for': uniqueIp(), authorization: `Bearer ${token}` };
  if (key) headers['Idempotency-Key'] = key;
  const response = await app.request(`/api/v1${IMPORT_ENDPOINTS.WORK_ORDERS}?dry_run=${dryRun}`, { method: 'POST', headers, body: form });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any field of the answer
  const body: any = text ? JSON.parse(text) : undefined;
  return { status: response.status, body, replayed: response.headers.get('Idempotent-Replayed') };
}

const orderCount = async (companyId = company.companyId) => (await db.select({ n: count() }).from(assignments).where(eq(assignments.companyId, companyId)))[0].n;

describe('POST /customers/import-work-orders', () => {
  it('checks every row on a dry run, numbering rows as a spreadsheet does, and creates nothing', async () => {
    const before = await orderCount();
    const csv = toCsv([row(), row({ city: 'Atlantis' }), row(), row({ category: 'Plumbing', start_date: '2020-01-01', fixed_amount: 'lots' })]);
    const { status, body } = await send(csv, { dryRun: true });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ dry_run: true, total_rows: 4, valid_rows: 2, created: 0 });
    expect(body.data.errors).toEqual([
      { row: 3, column: 'city', path: 'rows.3.city', message: 'Unknown city "Atlantis" in TX, US' },
      { row: 5, column: 'category', path: 'rows.5.category', message: 'Choose a category from the list' },
      { row: 5, column: 'fixed_amount', path: 'rows.5.fixed_amount', message: 'Enter the fixed amount as a number' },
    ]);
    expect(await orderCount()).toBe(before);
  });

  it('refuses the whole file when a row is wrong, then imports every row of the fixed file in one go', async () => {
    const before = await orderCount();
    const rows = [row(), row({ payment_type: 'Hourly', fixed_amount: '', hourly_rate: '55', max_hours: '' }), row({ location_type: 'Remote', address_line1: '', country: '', state: '', city: '' })];
    const refused = await send(toCsv(rows), { key: randomUUID() });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'validation_failed', message: expect.stringContaining('nothing was imported') });
    expect(refused.body.errors).toEqual([{ row: 3, column: 'max_hours', path: 'rows.3.max_hours', message: 'Enter the maximum hours' }]);
    expect(await orderCount()).toBe(before);

    rows[1].max_hours = '6';
    const { status, body } = await send(toCsv(rows, { bom: true }), { key: randomUUID() });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ dry_run: false, total_rows: 3, valid_rows: 3, created: 3, errors: [] });
    expect(await orderCount()).toBe(before + 3);

    const created = await db.select().from(assignments).where(and(eq(assignments.companyId, company.companyId), inArray(assignments.title, rows.map((item) => item.title!))));
    const byTitle = new Map(created.map((order) => [order.title, order]));
    const austin = await findCity(db, 'Austin', 'Texas');
    expect(byTitle.get(rows[0].title!)).toMatchObject({ cityId: austin.id, stateId: austin.stateId, countryId: austin.countryId, latitude: austin.latitude, paymentTypeId: 2, fixedAmount: 450, status: 0, customerId: null, createdBy: company.user.id });
    expect(byTitle.get(rows[1].title!)).toMatchObject({ paymentTypeId: 1, hourlyRate: 55, maxHours: 6, fixedAmount: null });
    expect(byTitle.get(rows[2].title!)).toMatchObject({ locationTypeId: 2, cityId: null, latitude: null });
    const ids = created.map((order) => order.id);
    expect((await db.select().from(assignmentSkills).where(inArray(assignmentSkills.assignmentId, ids))).length).toBe(6);
    const deliverables = await db.select().from(assignmentDeliverables).where(inArray(assignmentDeliverables.assignmentId, ids));
    expect(deliverables.filter((item) => item.assignmentId === ids[0]).map((item) => [item.name, item.isRequired])).toEqual([['Photos', true], ['Sign-off', false]]);
    const logs = await db.select().from(assignmentLogs).where(inArray(assignmentLogs.assignmentId, ids));
    expect(logs.map((log) => [log.event, log.note])).toEqual(ids.map(() => ['0', 'Work order posted']));
  });

  it('answers a retried upload with the same key from the first answer and creates nothing more', async () => {
    const key = randomUUID();
    const csv = toCsv([row(), row()]);
    const first = await send(csv, { key });
    expect(first.body.data.created).toBe(2);
    const after = await orderCount();
    const again = await send(csv, { key });
    expect(again).toMatchObject({ status: 200, replayed: 'true', body: first.body });
    expect(await orderCount()).toBe(after);
    // The key with another file is a mistake, not a new import.
    expect((await send(toCsv([row()]), { key })).status).toBe(422);
    expect(await orderCount()).toBe(after);
  });

  it('reports header problems as row 1 and reads headers written as people write them', async () => {
    const keys = WORK_ORDER_IMPORT_COLUMNS.map((column) => column.key);
    const cells = row();
    const spaced = [keys.map((key) => key.replace(/_/g, ' ').toUpperCase()).join(','), keys.map((key) => quote(cells[key] ?? '')).join(',')].join('\n');
    expect((await send(spaced, { dryRun: true })).body.data).toMatchObject({ valid_rows: 1, errors: [] });

    const extra = [['colour', ...keys].join(','), ['red', ...keys.map((key) => quote(cells[key] ?? ''))].join(',')].join('\n');
    const { body } = await send(extra, { dryRun: true });
    expect(body.data.errors).toEqual([expect.objectContaining({ row: 1, column: 'colour', message: expect.stringContaining('Unknown column') })]);
    expect(body.data.valid_rows).toBe(0);
  });

  it('keeps the rows and size within the limits', async () => {
    const tooMany = toCsv(Array.from({ length: WORK_ORDER_IMPORT_LIMITS.maxRows + 1 }, () => row({ title: 'Bulk' })));
    const rows = await send(tooMany, { dryRun: true });
    expect(rows.status).toBe(400);
    expect(rows.body).toMatchObject({ code: 'validation_failed', errors: [{ path: 'file' }], message: expect.stringContaining('at most 5,000 rows') });

    const big = new File([toCsv([row()]), ' '.repeat(WORK_ORDER_IMPORT_LIMITS.maxBytes)], 'big.csv', { type: 'text/csv' });
    const size = await send('', { file: big, dryRun: true });
    expect(size.status).toBe(413);
    expect(size.body).toMatchObject({ code: 'payload_too_large', message: expect.stringContaining('5 MB') });

    const empty = await send(toCsv([]), { dryRun: true });
    expect(empty).toMatchObject({ status: 400, body: { errors: [{ path: 'file' }] } });
  });

  it('lets customers import their own orders and nobody else import at all', async () => {
    const { status, body } = await send(toCsv([row()]), { token: customer.token });
    expect(status).toBe(200);
    expect(body.data.created).toBe(1);
    const [order] = await db.select().from(assignments).where(eq(assignments.createdBy, customer.user.id));
    expect(order).toMatchObject({ companyId: company.companyId, customerId: expect.any(Number) });

    expect((await send(toCsv([row()]), { token: engineer.token })).status).toBe(403);
    expect((await send(toCsv([row()]), { token: 'not-a-token' })).status).toBe(401);
  });

  it("records each imported order's post as posting one does: a log entry and a webhook to the endpoints that hear it", async () => {
    const other = await createTestCompany(db);
    const hook = await callApi(app, 'POST', '/webhooks', { token: other.token, body: { url: 'http://127.0.0.1:9/orders', events: ['work_order.created'] } });
    expect(hook.status).toBe(201);
    const { body } = await send(toCsv([row(), row(), row()]), { token: other.token });
    expect(body.data.created).toBe(3);
    const ids = (await db.select({ id: assignments.id }).from(assignments).where(eq(assignments.companyId, other.companyId))).map((order) => order.id);
    const events = await db.select().from(webhookEvents).where(inArray(webhookEvents.workOrderId, ids));
    expect(events.map((event) => event.type)).toEqual(['work_order.created', 'work_order.created', 'work_order.created']);
    expect((await db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.workOrderId, ids))).length).toBe(3);
  });

  it('offers a template whose example row imports as it is', async () => {
    const early = createApp({ db, storage: createTestStorage(), mailer: async () => undefined, now: () => new Date('2026-01-01T00:00:00Z') });
    const form = new FormData();
    form.append('file', new File([workOrderImportTemplate()], 'template.csv'));
    const response = await early.request(`/api/v1${IMPORT_ENDPOINTS.WORK_ORDERS}?dry_run=true`, { method: 'POST', headers: { authorization: `Bearer ${company.token}`, 'x-forwarded-for': uniqueIp() }, body: form });
    const body = await response.json();
    expect(body.data).toMatchObject({ total_rows: 1, valid_rows: 1, errors: [] });
  });
});
