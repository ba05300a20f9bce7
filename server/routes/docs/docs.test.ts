import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

let app: TestApp;

beforeAll(async () => {
  ({ app } = await createTestApp());
});

/** The src and href of every script and stylesheet the page loads. */
const assetUrls = (html: string) => [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((match) => match[1]);

describe('GET /docs', () => {
  it('loads Swagger UI from this server only, under a policy that allows just that', async () => {
    const response = await app.request('/api/v1/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = response.headers.get('content-security-policy');
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).toContain('data-url="/api/v1/openapi.json"');
    expect(assetUrls(html).sort()).toEqual([
      '/api/v1/docs/favicon-32x32.png',
      '/api/v1/docs/swagger-ui-bundle.js',
      '/api/v1/docs/swagger-ui-init.js',
      '/api/v1/docs/swagger-ui.css',
    ]);
  });

  it.each([
    ['/api/v1/docs/swagger-ui.css', 'text/css', '.swagger-ui'],
    ['/api/v1/docs/swagger-ui-bundle.js', 'text/javascript', 'SwaggerUIBundle'],
    ['/api/v1/docs/swagger-ui-init.js', 'text/javascript', 'SwaggerUIBundle({'],
  ])('serves %s as %s', async (path, type, content) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(`${type}; charset=utf-8`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain(content);
  });

  it('serves its icon as a PNG', async () => {
    const response = await app.request('/api/v1/docs/favicon-32x32.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
  });

  it('turns off the badge Swagger UI would load from its public validator', async () => {
    expect(await (await app.request('/api/v1/docs/swagger-ui-init.js')).text()).toContain('validatorUrl: null');
  });

  it.each(['/api/v1/docs/package.json', '/api/v1/docs/index.html', '/api/v1/docs/..%2F..%2Fpackage.json'])('answers 404 for %s', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });
});
