import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { assignmentDeliverables, storedFiles } from '../../db/schema';
import { callApi, callForm, type TestApp } from '../../test/helpers';
import { download, type createTestStorage } from '../../test/support/engineer-profile';
import { createLifecycleTestApp, createParties, fileOf, insertAssignedOrder, orderRow, pdfBytes, pngBytes, type Parties } from '../../test/support/lifecycle';

let app: TestApp;
let db: Database;
let storage: ReturnType<typeof createTestStorage>;
let parties: Parties;

beforeAll(async () => {
  ({ app, db, storage } = await createLifecycleTestApp());
  parties = await createParties(db);
});

const SIGNED_AT = new Date(Date.now() - 10 * 60_000).toISOString();

const signOff = (token: string, fields: Record<string, string | File>) => callForm(app, 'POST', '/engineers/customer-sign-off', fields, token);
const signature = () => fileOf(pngBytes(), 'signature.png');
const valid = (assignmentId: number, extra: Record<string, string | File> = {}) => ({
  assignment_id: String(assignmentId),
  signer_name: '  Dana Whitfield ',
  signed_at: SIGNED_AT,
  latitude: '30.2711',
  longitude: '-97.7437',
  file: signature(),
  ...extra,
});

describe('customer sign-off', () => {
  it('stores the signature as a Customer Sign-off deliverable with the name, time and position, shown to the company', async () => {
    const order = await insertAssignedOrder(db, parties, { status: 3 }, [{ name: 'Photos' }]);
    const answer = await signOff(parties.engineer.token, valid(order.id));
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Signed off by Dana Whitfield.');
    expect(answer.body.data).toMatchObject({ assignment_id: order.id, status: 3, event: null });
    const item = answer.body.data.deliverables[1];
    expect(item).toMatchObject({
      name: 'Customer sign-off',
      document_type_id: 4,
      document_type_name: 'Customer Sign-off',
      is_required: false,
      file: { mime_type: 'image/png' },
      sign_off: { signer_name: 'Dana Whitfield', signed_at: SIGNED_AT, latitude: 30.2711, longitude: -97.7437 },
    });
    const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, item.file.id));
    expect(file.isPublic).toBe(false);

    const details = await callApi(app, 'GET', `/customers/get-assignment-details?id=${order.id}`, { token: parties.company.token });
    expect(details.body.data.deliverables[1].sign_off).toEqual(item.sign_off);
    const image = await download(app, `/customers/deliverable-file?id=${item.id}`, parties.company.token);
    expect(image.status).toBe(200);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(pngBytes());
    // The status stays: signing is no step of its own.
    expect((await orderRow(db, order.id)).status).toBe(3);
  });

  it('fills the order’s own Customer Sign-off deliverable and replaces an earlier signature, at hand-in too', async () => {
    const order = await insertAssignedOrder(db, parties, { status: 4 });
    const [asked] = await db.insert(assignmentDeliverables).values({ assignmentId: order.id, name: 'Site manager signs', documentTypeId: 4 }).returning();
    const first = await signOff(parties.engineer.token, valid(order.id, { latitude: '', longitude: '' }));
    expect(first.body.data.deliverables).toHaveLength(1);
    expect(first.body.data.deliverables[0]).toMatchObject({ id: asked.id, name: 'Site manager signs', is_required: true, sign_off: { latitude: null, longitude: null } });
    const firstFile = first.body.data.deliverables[0].file.id;

    const second = await signOff(parties.engineer.token, { assignment_id: String(order.id), signer_name: 'Sam Ortiz', file: signature() });
    expect(second.body.data.deliverables).toHaveLength(1);
    expect(second.body.data.deliverables[0].sign_off.signer_name).toBe('Sam Ortiz');
    expect(await db.select().from(storedFiles).where(eq(storedFiles.id, firstFile))).toEqual([]);
  });

  it('is the assigned engineer’s alone: another tenant’s or another engineer’s order is not found, a company user is refused', async () => {
    const order = await insertAssignedOrder(db, parties, { status: 3 });
    const strangers = await createParties(db);
    const before = storage.keys().length;
    expect(await signOff(strangers.engineer.token, valid(order.id))).toMatchObject({ status: 404 });
    expect(await signOff(parties.company.token, valid(order.id))).toMatchObject({ status: 403 });
    expect((await signOff('', valid(order.id))).status).toBe(401);
    expect(storage.keys().length).toBe(before);
  });

  it('is refused before check-in and after hand-in (409), storing nothing', async () => {
    const before = storage.keys().length;
    for (const status of [2, 5, 10] as const) {
      const order = await insertAssignedOrder(db, parties, { status });
      const refused = await signOff(parties.engineer.token, valid(order.id));
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('invalid_transition');
      expect(refused.body.message).toMatch(/check out or hand in/);
    }
    expect(storage.keys().length).toBe(before);
  });

  it('checks the name, the file, the time and the position', async () => {
    const order = await insertAssignedOrder(db, parties, { status: 3 });
    const errorsOf = async (extra: Record<string, string | File>) => (await signOff(parties.engineer.token, valid(order.id, extra))).body.errors;
    expect(await errorsOf({ signer_name: '   ' })).toEqual([{ path: 'signer_name', message: 'Enter the name of the person signing' }]);
    expect(await errorsOf({ signer_name: 'x'.repeat(101) })).toEqual([{ path: 'signer_name', message: 'Use at most 100 characters' }]);
    expect((await signOff(parties.engineer.token, valid(order.id, { signer_name: 'x'.repeat(100) }))).status).toBe(200);
    expect(await errorsOf({ longitude: '' })).toEqual([{ path: 'longitude', message: 'Send both latitude and longitude, or neither' }]);
    expect(await errorsOf({ latitude: '91' })).toEqual([{ path: 'latitude', message: 'The latitude is out of range' }]);
    expect(await errorsOf({ signed_at: 'yesterday' })).toEqual([{ path: 'signed_at', message: 'Send the time of signing as an ISO 8601 date-time' }]);
    expect(await errorsOf({ signed_at: new Date(Date.now() + 3_600_000).toISOString() })).toEqual([{ path: 'signed_at', message: 'The time of signing is in the future.' }]);
    expect(await errorsOf({ signed_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })).toEqual([
      { path: 'signed_at', message: 'The time of signing is more than 24 hours ago.' },
    ]);

    const { file, ...withoutFile } = valid(order.id);
    expect(file).toBeInstanceOf(File);
    expect((await signOff(parties.engineer.token, withoutFile)).status).toBe(400);
    const pdf = await signOff(parties.engineer.token, valid(order.id, { file: fileOf(pdfBytes(), 'signature.png') }));
    expect(pdf).toMatchObject({ status: 415, body: { message: 'Upload a PNG image.' } });
    const huge = new Uint8Array(1024 * 1024 + 1);
    huge.set(pngBytes());
    expect((await signOff(parties.engineer.token, valid(order.id, { file: fileOf(huge, 'signature.png') }))).status).toBe(413);
  });
});
