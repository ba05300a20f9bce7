import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@/contracts/envelope';
import type { Database } from '../db/client';
import { assignmentApplications, assignments } from '../db/schema';
import { LOGIN_FREE_ATTEMPTS } from '../domain/auth/throttle-rules';
import { createTestApp, createTestCompany, createTestEngineer, uniqueIp, type TestAccount, type TestApp } from '../test/helpers';
import { toErrorResponse } from './error-handler';

// Every refusal answers a stable `code` beside its message, from the one enum in
// contracts/envelope.ts, whichever layer refuses: the validation hook, Hono, the body limit,
// the auth guard, a domain function, the throttle or the not-found fallback.

let app: TestApp;
let db: Database;
let engineer: TestAccount;
let company: TestAccount & { companyId: number };

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  engineer = await createTestEngineer(db);
  company = await createTestCompany(db);
});

/** The answer's status, `code` and Retry-After, after checking the body is the contract's error body. */
async function refusal(response: Response) {
  const body = apiErrorBodySchema.parse(await response.json());
  return { status: response.status, code: body.code, retryAfter: response.headers.get('retry-after') };
}

const request = (method: string, path: string, { token, body, headers = {} }: { token?: string; body?: BodyInit; headers?: Record<string, string> } = {}) =>
  app.request(`/api/v1${path}`, {
    method,
    body,
    headers: { 'x-forwarded-for': uniqueIp(), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });

const json = { 'content-type': 'application/json' };

describe('error codes', () => {
  it('answers validation_failed for a bad query, a bad body and malformed JSON (400)', async () => {
    expect(await refusal(await request('GET', '/states?country_id=x'))).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(await refusal(await request('POST', '/login', { body: JSON.stringify({ email: 'nobody' }), headers: json }))).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(await refusal(await request('POST', '/login', { body: '{"email":', headers: json }))).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('answers unauthorized without a token or with a wrong one (401)', async () => {
    expect(await refusal(await request('GET', '/me'))).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(await refusal(await request('GET', '/me', { token: 'not-a-token' }))).toMatchObject({ status: 401, code: 'unauthorized' });
  });

  it('answers forbidden to a role the route is not for (403)', async () => {
    expect(await refusal(await request('GET', '/engineers/basicInfo', { token: company.token }))).toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('answers not_found for an unknown path and an order the caller cannot see (404)', async () => {
    expect(await refusal(await request('GET', '/no-such-path'))).toMatchObject({ status: 404, code: 'not_found' });
    const checkIn = await request('PATCH', '/engineers/check-in', { token: engineer.token, body: JSON.stringify({ assignment_id: 2_000_000_000 }), headers: json });
    expect(await refusal(checkIn)).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('answers invalid_transition for a step the order’s status does not allow, and conflict for a repeat (409)', async () => {
    const [order] = await db
      .insert(assignments)
      .values({ companyId: company.companyId, createdBy: company.user.id, title: 'Fit a lock', description: 'Fit the new lock.', startAt: new Date(Date.now() + 86_400_000), timezone: 'America/Chicago', paymentTypeId: 2, fixedAmount: 300, status: 1, assignedEngineerId: engineer.user.id })
      .returning();
    await db.insert(assignmentApplications).values({ assignmentId: order.id, engineerId: engineer.user.id, status: 'assigned' });
    const checkIn = await request('PATCH', '/engineers/check-in', { token: engineer.token, body: JSON.stringify({ assignment_id: order.id }), headers: json });
    expect(await refusal(checkIn)).toMatchObject({ status: 409, code: 'invalid_transition' });

    const language = JSON.stringify({ language_id: 1, fluency_level_id: 4 });
    expect((await request('POST', '/engineers/get-user-languages', { token: engineer.token, body: language, headers: json })).status).toBe(201);
    expect(await refusal(await request('POST', '/engineers/get-user-languages', { token: engineer.token, body: language, headers: json }))).toMatchObject({ status: 409, code: 'conflict' });
  });

  it('answers payload_too_large for a body past the limit (413)', async () => {
    const body = JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(70 * 1024) });
    expect(await refusal(await request('POST', '/login', { body, headers: json }))).toMatchObject({ status: 413, code: 'payload_too_large' });
  });

  it('answers unsupported_media_type for JSON where a file is expected and for a file of the wrong type (415)', async () => {
    const asJson = await request('POST', '/engineers/upload-engineer-profile-picture', { token: engineer.token, body: JSON.stringify({ file: 'x' }), headers: json });
    expect(await refusal(asJson)).toMatchObject({ status: 415, code: 'unsupported_media_type' });
    const form = new FormData();
    form.append('file', new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], 'me.png', { type: 'image/png' }));
    const pdf = await request('POST', '/engineers/upload-engineer-profile-picture', { token: engineer.token, body: form });
    expect(await refusal(pdf)).toMatchObject({ status: 415, code: 'unsupported_media_type' });
  });

  it('answers rate_limited with Retry-After once sign-ins are throttled (429)', async () => {
    const ip = uniqueIp();
    const signIn = () => request('POST', '/login', { body: JSON.stringify({ email: engineer.email, password: 'Wrong1234' }), headers: { ...json, 'x-forwarded-for': ip } });
    for (let attempt = 0; attempt < LOGIN_FREE_ATTEMPTS; attempt += 1) expect((await signIn()).status).toBe(401);
    const throttled = await refusal(await signIn());
    expect(throttled).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(Number(throttled.retryAfter)).toBeGreaterThanOrEqual(1);
  });

  it('answers internal_error for an unexpected failure, with no detail', () => {
    expect(toErrorResponse(new Error('secret detail'))).toEqual({ status: 500, body: { message: 'Internal server error', code: 'internal_error' } });
  });
});
