import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { callApi, createTestEngineer, type TestApp } from '../../test/helpers';
import { createEngineerTestApp } from '../../test/support/engineer-profile';

let app: TestApp;
let db: Database;

beforeAll(async () => {
  ({ app, db } = await createEngineerTestApp());
});

const LANGUAGES = '/engineers/get-user-languages';
const SKILLS = '/engineers/get-skill-and-title';

describe('languages', () => {
  it('adds a language once, lists and removes it', async () => {
    const erin = await createTestEngineer(db);
    const added = await callApi(app, 'POST', LANGUAGES, { token: erin.token, body: { language_id: 1, fluency_level_id: 4 } });
    expect(added.status).toBe(201);
    expect(added.body.data).toEqual([
      { id: expect.any(Number), language_id: 1, language: expect.any(String), fluency_level_id: 4, fluency_level: 'Fluent' },
    ]);

    const again = await callApi(app, 'POST', LANGUAGES, { token: erin.token, body: { language_id: 1, fluency_level_id: 2 } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This language is already on your profile.');

    const { id } = added.body.data[0];
    const frank = await createTestEngineer(db, { first_name: 'Frank' });
    expect((await callApi(app, 'DELETE', '/engineers/delete-user-languages', { token: frank.token, body: { id } })).status).toBe(404);

    const removed = await callApi(app, 'DELETE', '/engineers/delete-user-languages', { token: erin.token, body: { id } });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual([]);
  });

  it('changes the fluency of an own language only', async () => {
    const erin = await createTestEngineer(db);
    const added = await callApi(app, 'POST', LANGUAGES, { token: erin.token, body: { language_id: 1, fluency_level_id: 2 } });
    const { id } = added.body.data[0];
    const changed = await callApi(app, 'PATCH', LANGUAGES, { token: erin.token, body: { id, fluency_level_id: 4 } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual([{ id, language_id: 1, language: expect.any(String), fluency_level_id: 4, fluency_level: 'Fluent' }]);

    const unknown = await callApi(app, 'PATCH', LANGUAGES, { token: erin.token, body: { id, fluency_level_id: 99 } });
    expect(unknown.body.errors).toEqual([{ path: 'fluency_level_id', message: 'Choose a fluency level from the list' }]);
    const frank = await createTestEngineer(db, { first_name: 'Frank' });
    expect((await callApi(app, 'PATCH', LANGUAGES, { token: frank.token, body: { id, fluency_level_id: 1 } })).status).toBe(404);
    expect((await callApi(app, 'GET', LANGUAGES, { token: erin.token })).body.data[0].fluency_level_id).toBe(4);
  });

  it('refuses an unknown fluency level or language with a field error', async () => {
    const erin = await createTestEngineer(db);
    const fluency = await callApi(app, 'POST', LANGUAGES, { token: erin.token, body: { language_id: 1, fluency_level_id: 99 } });
    expect(fluency.status).toBe(400);
    expect(fluency.body.errors).toEqual([{ path: 'fluency_level_id', message: 'Choose a fluency level from the list' }]);

    const missing = await callApi(app, 'POST', LANGUAGES, { token: erin.token, body: { language_id: 'abc' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      { path: 'language_id', message: 'Choose a language' },
      { path: 'fluency_level_id', message: 'Choose a fluency level' },
    ]);

    const language = await callApi(app, 'POST', LANGUAGES, { token: erin.token, body: { language_id: 99_999, fluency_level_id: 1 } });
    expect(language.body.errors).toEqual([{ path: 'language_id', message: 'Choose a language from the list' }]);
  });
});

describe('skills and job titles', () => {
  it('adds skills (keeping ones already there), removes one, and sets job titles', async () => {
    const erin = await createTestEngineer(db);
    const added = await callApi(app, 'POST', SKILLS, { token: erin.token, body: { skill_ids: [5, 1, 5] } });
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({
      skills: [
        { id: 1, name: 'Network Cabling' },
        { id: 5, name: 'POS Installation' },
      ],
      job_titles: [],
    });
    const more = await callApi(app, 'POST', SKILLS, { token: erin.token, body: { skill_ids: [1, 7] } });
    expect(more.body.data.skills.map((skill: { id: number }) => skill.id)).toEqual([1, 5, 7]);

    const removed = await callApi(app, 'DELETE', '/engineers/delete-skill', { token: erin.token, body: { skill_id: 5 } });
    expect(removed.body.data.skills.map((skill: { id: number }) => skill.id)).toEqual([1, 7]);
    expect((await callApi(app, 'DELETE', '/engineers/delete-skill', { token: erin.token, body: { skill_id: 5 } })).status).toBe(404);

    const titles = await callApi(app, 'PATCH', '/engineers/update-job-title', { token: erin.token, body: { job_title_ids: [2, 3] } });
    expect(titles.body.data.job_titles).toEqual([
      { id: 2, name: 'Field Engineer' },
      { id: 3, name: 'Network Technician' },
    ]);
    const replaced = await callApi(app, 'PATCH', '/engineers/update-job-title', { token: erin.token, body: { job_title_ids: [3] } });
    expect(replaced.body.data.job_titles).toEqual([{ id: 3, name: 'Network Technician' }]);

    const read = await callApi(app, 'GET', SKILLS, { token: erin.token });
    expect(read.body.data).toEqual(replaced.body.data);
    const frank = await createTestEngineer(db, { first_name: 'Frank' });
    expect((await callApi(app, 'GET', SKILLS, { token: frank.token })).body.data).toEqual({ skills: [], job_titles: [] });
  });

  it('refuses unknown skills and job titles and an empty skill list', async () => {
    const erin = await createTestEngineer(db);
    const unknown = await callApi(app, 'POST', SKILLS, { token: erin.token, body: { skill_ids: [1, 9999] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ path: 'skill_ids', message: 'Choose skills from the list' }]);
    const empty = await callApi(app, 'POST', SKILLS, { token: erin.token, body: { skill_ids: [] } });
    expect(empty.body.errors).toEqual([{ path: 'skill_ids', message: 'Choose at least one skill' }]);
    const titles = await callApi(app, 'PATCH', '/engineers/update-job-title', { token: erin.token, body: { job_title_ids: [9999] } });
    expect(titles.status).toBe(400);
    expect((await callApi(app, 'GET', SKILLS, { token: erin.token })).body.data).toEqual({ skills: [], job_titles: [] });
  });
});

describe('payment info', () => {
  const bank = { payment_method_id: 1, account_holder: 'Erin Diaz', account_identifier: '000123456789', bank_name: 'First Bank', routing_code: '111000025' };

  it('never sends the saved account back, only a masked form', async () => {
    const erin = await createTestEngineer(db);
    expect((await callApi(app, 'GET', '/engineers/payment-info', { token: erin.token })).body.data).toBeNull();

    const saved = await callApi(app, 'PUT', '/engineers/payment-info', { token: erin.token, body: bank });
    expect(saved.status).toBe(200);
    const read = await callApi(app, 'GET', '/engineers/payment-info', { token: erin.token });
    expect(read.body.data).toEqual({
      payment_method_id: 1,
      payment_method: 'Bank Transfer (ACH)',
      account_holder: 'Erin Diaz',
      account_identifier: '•••• 6789',
      bank_name: 'First Bank',
      routing_code: '111000025',
      updated_at: expect.any(String),
    });
    expect(saved.body.data).toEqual(read.body.data);
    expect(JSON.stringify(read.body)).not.toContain('123456789');

    const paypal = await callApi(app, 'PUT', '/engineers/payment-info', {
      token: erin.token,
      body: { payment_method_id: 3, account_holder: 'Erin Diaz', account_identifier: 'jane.doe@example.com' },
    });
    expect(paypal.body.data).toMatchObject({ payment_method: 'PayPal', account_identifier: 'j•••@example.com', bank_name: null });
  });

  it('keeps the saved account when it is left out and the method is unchanged', async () => {
    const erin = await createTestEngineer(db);
    await callApi(app, 'PUT', '/engineers/payment-info', { token: erin.token, body: bank });
    const renamed = await callApi(app, 'PUT', '/engineers/payment-info', { token: erin.token, body: { ...bank, account_holder: 'E. Diaz', account_identifier: '' } });
    expect(renamed.body.data).toMatchObject({ account_holder: 'E. Diaz', account_identifier: '•••• 6789' });

    const otherMethod = await callApi(app, 'PUT', '/engineers/payment-info', { token: erin.token, body: { payment_method_id: 3, account_holder: 'E. Diaz' } });
    expect(otherMethod.status).toBe(400);
    expect(otherMethod.body.errors).toEqual([{ path: 'account_identifier', message: 'Enter the account number or payout e-mail' }]);
  });

  it('shows each engineer only their own payment info', async () => {
    const erin = await createTestEngineer(db);
    const frank = await createTestEngineer(db, { first_name: 'Frank' });
    await callApi(app, 'PUT', '/engineers/payment-info', { token: erin.token, body: bank });
    expect((await callApi(app, 'GET', '/engineers/payment-info', { token: frank.token })).body.data).toBeNull();
  });

  it('refuses an unknown method and a missing holder', async () => {
    const erin = await createTestEngineer(db);
    const answer = await callApi(app, 'PUT', '/engineers/payment-info', { token: erin.token, body: { ...bank, payment_method_id: 99, account_holder: '' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ path: 'account_holder', message: 'Enter the account holder name' }]);
    const method = await callApi(app, 'PUT', '/engineers/payment-info', { token: erin.token, body: { ...bank, payment_method_id: 99 } });
    expect(method.body.errors).toEqual([{ path: 'payment_method_id', message: 'Choose a payment method from the list' }]);
  });
});
