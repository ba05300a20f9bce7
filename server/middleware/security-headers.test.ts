import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers';
import { setSecurityHeaders } from './security-headers';

const JSON_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** A bare app with the middleware: a JSON answer, one with its own policy, and an error. */
function createBareApp(portalUrl: string) {
  const app = new Hono();
  app.use(setSecurityHeaders({ portalUrl }));
  app.get('/json', (c) => c.json({ message: 'ok' }));
  app.get('/own-policy', (c) => c.html('<p>hi</p>', 200, { 'Content-Security-Policy': "default-src 'self'" }));
  app.get('/fails', () => {
    throw new Error('boom');
  });
  app.onError((_error, c) => c.json({ message: 'Internal server error' }, 500));
  return app;
}

describe('setSecurityHeaders', () => {
  it('sends nosniff, the referrer policy, no framing and a policy that runs nothing', async () => {
    const response = await createBareApp('http://localhost:3000').request('/json');
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-security-policy': JSON_POLICY,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    });
  });

  it('sends HSTS only when the portal is served over HTTPS', async () => {
    expect((await createBareApp('http://localhost:3000').request('/json')).headers.get('strict-transport-security')).toBeNull();
    const secure = await createBareApp('https://portal.example').request('/json');
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('keeps a policy the route set itself', async () => {
    const response = await createBareApp('http://localhost:3000').request('/own-policy');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('covers error answers too', async () => {
    const response = await createBareApp('http://localhost:3000').request('/fails');
    expect(response.status).toBe(500);
    expect(response.headers.get('content-security-policy')).toBe(JSON_POLICY);
  });
});

describe('the v1 app', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await createTestApp());
  });

  it.each([
    ['/health', 200],
    ['/no-such-path', 404],
    ['/me', 401],
  ])('answers %s with the security headers', async (path, status) => {
    const response = await app.request(`/api/v1${path}`);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-security-policy')).toBe(JSON_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
