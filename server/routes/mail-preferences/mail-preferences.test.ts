import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_KIND_NAMES } from '@/constants';
import type { Database } from '../../db/client';
import { callApi, createTestApp, createTestCompany, createTestCustomer, createTestEngineer, type TestApp } from '../../test/helpers';

let app: TestApp;
let db: Database;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
});

const ALL_ON = Object.fromEntries(MAIL_KIND_NAMES.map((kind) => [kind, true]));
const read = (token: string) => callApi(app, 'GET', '/mail-preferences', { token });
const save = (token: string, body: unknown) => callApi(app, 'PUT', '/mail-preferences', { token, body });

describe('mail preferences', () => {
  it('lets every role turn each mail off and on again; the others stay as they are', async () => {
    const company = await createTestCompany(db);
    const customer = await createTestCustomer(db, company.companyId);
    const engineer = await createTestEngineer(db);
    for (const account of [company, customer, engineer]) {
      expect(await read(account.token)).toEqual({ status: 200, body: { message: 'OK', data: ALL_ON } });
    }

    const saved = await save(engineer.token, { assigned: false, unreadMessage: false });
    expect(saved).toEqual({ status: 200, body: { message: 'Mail preferences saved.', data: { ...ALL_ON, assigned: false, unreadMessage: false } } });
    expect((await save(engineer.token, { assigned: false })).body.data.assigned).toBe(false);
    expect((await save(engineer.token, { unreadMessage: true })).body.data).toEqual({ ...ALL_ON, assigned: false });
    expect((await read(engineer.token)).body.data).toEqual({ ...ALL_ON, assigned: false });

    expect((await save(customer.token, { paid: false })).body.data).toEqual({ ...ALL_ON, paid: false });
    // One user's choice is theirs alone.
    expect((await read(company.token)).body.data).toEqual(ALL_ON);
  });

  it('refuses an unknown mail kind or a value that is not true or false (400), and anonymous callers (401)', async () => {
    const engineer = await createTestEngineer(db);
    const unknown = await save(engineer.token, { assigned: false, birthday: false });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('There is no mail of this kind: birthday');
    const notBoolean = await save(engineer.token, { paid: 'no' });
    expect(notBoolean.body).toEqual({ message: 'Choose true (send) or false (do not send)', code: 'validation_failed', errors: [{ path: 'paid', message: 'Choose true (send) or false (do not send)' }] });
    expect((await save(engineer.token, [])).status).toBe(400);
    // Nothing was saved by the refused requests.
    expect((await read(engineer.token)).body.data).toEqual(ALL_ON);

    expect((await callApi(app, 'GET', '/mail-preferences')).status).toBe(401);
    expect((await callApi(app, 'PUT', '/mail-preferences', { body: { paid: false } })).status).toBe(401);
  });
});
