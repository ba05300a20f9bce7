import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS, LIST_ENDPOINTS, NOTIFICATION_ENDPOINTS } from '@/constants';
import { captureLogs } from './test/capture-logs';
import { callApi, createTestApp, type TestApp } from './test/helpers';

let app: TestApp;

beforeAll(async () => {
  ({ app } = await createTestApp());
});

describe('the v1 app', () => {
  it('serves an OpenAPI 3.1 document listing every path, with bearer security', async () => {
    const { status, body } = await callApi(app, 'GET', '/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    const paths = Object.keys(body.paths);
    for (const path of [...Object.values(AUTH_ENDPOINTS), ...Object.values(LIST_ENDPOINTS), ...Object.values(NOTIFICATION_ENDPOINTS)]) {
      expect(paths).toContain(`/api/v1${path}`);
    }
    expect(body.components.securitySchemes.Bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(body.paths['/api/v1/me'].get.security).toEqual([{ Bearer: [] }]);
    expect(body.paths['/api/v1/login'].post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/LoginRequest' });
  });

  it('serves the interactive reference', async () => {
    const response = await app.request('/api/v1/docs');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('/api/v1/openapi.json');
  });

  it('answers unknown paths with a 404 envelope', async () => {
    expect(await callApi(app, 'GET', '/no-such-path')).toEqual({ status: 404, body: { message: 'Not found', code: 'not_found' } });
  });

  it('hides the details of an unexpected error', async () => {
    const logs = captureLogs();
    const { app: fresh } = await createTestApp();
    fresh.get('/explode', () => {
      throw new Error('database password is hunter2');
    });
    const response = await Promise.resolve(fresh.request('/api/v1/explode')).finally(logs.restore);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal server error', code: 'internal_error' });
    expect(logs.lines.some((line) => line.msg === 'unexpected error')).toBe(true);
  });
});
