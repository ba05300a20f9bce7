import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS } from '@/constants';
import { captureLogs, type LogLine } from '../test/capture-logs';
import { createTestApp, createTestEngineer, getTestDb, type TestAccount, type TestApp } from '../test/helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let app: TestApp;
let engineer: TestAccount;
let capture: ReturnType<typeof captureLogs> | undefined;

beforeAll(async () => {
  ({ app } = await createTestApp());
  engineer = await createTestEngineer(await getTestDb());
  app.get('/explodes', () => {
    throw new Error('boom');
  });
});

afterEach(() => capture?.restore());

const requestLines = (lines: LogLine[]) => lines.filter((line) => line.msg === 'request');

describe('request ids and the request log', () => {
  it('gives an answer an id, echoes it, and logs one line with method, path, status and duration (no query string)', async () => {
    capture = captureLogs();
    const response = await app.request('/api/v1/country?token=secret-in-query');
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    const [line, ...others] = requestLines(capture.lines);
    expect(others).toHaveLength(0);
    expect(line).toMatchObject({ requestId: id, method: 'GET', path: '/api/v1/country', status: 200 });
    expect(typeof line.durationMs).toBe('number');
    expect(line).not.toHaveProperty('userId');
    expect(capture.text()).not.toContain('secret-in-query');
  });

  it('logs the signed-in user', async () => {
    capture = captureLogs();
    const response = await app.request(`/api/v1${AUTH_ENDPOINTS.ME}`, { headers: { authorization: `Bearer ${engineer.token}` } });
    expect(response.status).toBe(200);
    expect(requestLines(capture.lines)[0]).toMatchObject({ path: `/api/v1${AUTH_ENDPOINTS.ME}`, status: 200, userId: engineer.user.id });
    expect(capture.text()).not.toContain(engineer.token);
  });

  it('keeps a sane incoming X-Request-Id', async () => {
    capture = captureLogs();
    const response = await app.request('/api/v1/country', { headers: { 'x-request-id': 'lb-7f3a9c21.trace:42' } });
    expect(response.headers.get('x-request-id')).toBe('lb-7f3a9c21.trace:42');
    expect(requestLines(capture.lines)[0].requestId).toBe('lb-7f3a9c21.trace:42');
  });

  it.each([
    ['markup', '<script>alert(1)</script>'],
    ['spaces', 'two words here'],
    ['too long', 'a'.repeat(129)],
    ['too short', 'abc'],
  ])('replaces an incoming id with %s', async (_label, incoming) => {
    const response = await app.request('/api/v1/country', { headers: { 'x-request-id': incoming } });
    expect(response.headers.get('x-request-id')).toMatch(UUID);
  });

  it('echoes the id on errors too, and the error line carries it', async () => {
    capture = captureLogs();
    const missing = await app.request('/api/v1/no-such-path');
    const unauthorized = await app.request(`/api/v1${AUTH_ENDPOINTS.ME}`);
    const failed = await app.request('/api/v1/explodes');
    expect([missing.status, unauthorized.status, failed.status]).toEqual([404, 401, 500]);
    for (const response of [missing, unauthorized, failed]) expect(response.headers.get('x-request-id')).toMatch(UUID);
    const failedId = failed.headers.get('x-request-id');
    expect(capture.lines.find((line) => line.msg === 'unexpected error')).toMatchObject({ requestId: failedId, level: 50 });
    expect(requestLines(capture.lines).map((line) => line.status)).toEqual([404, 401, 500]);
  });
});
