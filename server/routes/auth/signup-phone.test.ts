import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, uniqueEmail, type TestApp } from '../../test/helpers';

let app: TestApp;

beforeAll(async () => {
  ({ app } = await createTestApp());
});

const PHONE_ERROR = 'Enter a phone number: 7 to 20 digits, with spaces, +, - or parentheses if you like';
const person = (phone: string) => ({ first_name: 'Erin', last_name: 'Diaz', email: uniqueEmail('phone'), phone, password: 'Password123' });

describe('phone numbers at sign-up', () => {
  it('refuses text that is not a phone number, for engineers and companies (400 on the phone field)', async () => {
    for (const phone of ['abc', '555', '+1 (512) 555-01x2', '1234567890123456789012', '12++34567']) {
      const engineer = await callApi(app, 'POST', '/engineers/signup', { body: person(phone) });
      expect(engineer.status, phone).toBe(400);
      expect(engineer.body.errors, phone).toEqual([{ path: 'phone', message: PHONE_ERROR }]);
    }
    const company = await callApi(app, 'POST', '/register-company', { body: { ...person('abc'), company_name: 'Northwind' } });
    expect(company.body.errors).toEqual([{ path: 'phone', message: PHONE_ERROR }]);
  });

  it('takes the usual ways of writing one', async () => {
    for (const phone of ['+1 (512) 555-0102', '0044 20 7946 0958', '5125550102']) {
      expect((await callApi(app, 'POST', '/engineers/signup', { body: person(phone) })).status, phone).toBe(202);
    }
  });
});
