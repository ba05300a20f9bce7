import { describe, expect, it } from 'vitest';
import {
  buildPageContentSecurityPolicy,
  buildPageSecurityHeaders,
  createNonce,
  DOCS_CONTENT_SECURITY_POLICY,
  isHttpsUrl,
  PERMISSIONS_POLICY,
} from './security-headers';

const TILES = 'https://tile.openstreetmap.org';

/** `{ 'script-src': ['…', …], … }` of a serialized policy. */
const parsePolicy = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => { const [name, ...sources] = directive.split(' '); return [name, sources]; }));

describe('page security headers', () => {
  const production = parsePolicy(buildPageContentSecurityPolicy({ nonce: 'abc123', isDev: false, isHttps: false, mapTileSource: TILES }));

  it('lets only scripts with the nonce run, and what they load', () => {
    expect(production['script-src']).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(JSON.stringify(production)).not.toContain('unsafe-eval');
  });

  it('needs the nonce on style elements but not on style attributes', () => {
    expect(production['style-src-elem']).toEqual(["'self'", "'nonce-abc123'"]);
    expect(production['style-src-attr']).toEqual(["'unsafe-inline'"]);
  });

  it('is never framed, keeps its base URL, forms and connections on its own origin, and embeds no plugins', () => {
    expect(production).toMatchObject({
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'object-src': ["'none'"],
      'connect-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:', TILES],
    });
  });

  it('lets images come from the map tile host it is given and no other', () => {
    const stub = parsePolicy(buildPageContentSecurityPolicy({ nonce: 'n', isDev: false, isHttps: false, mapTileSource: 'http://localhost:4221' }));
    expect(stub['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://localhost:4221']);
    expect(stub['default-src']).toEqual(["'self'"]);
  });

  it('takes the service worker and the app manifest from its own origin only', () => {
    expect(production).toMatchObject({ 'worker-src': ["'self'"], 'manifest-src': ["'self'"] });
  });

  it('allows eval and unlabelled styles only under next dev', () => {
    const dev = parsePolicy(buildPageContentSecurityPolicy({ nonce: 'abc123', isDev: true, isHttps: false, mapTileSource: TILES }));
    expect(dev['script-src']).toContain("'unsafe-eval'");
    expect(dev['style-src-elem']).toContain("'unsafe-inline'");
  });

  it('adds HSTS and upgrades requests only over HTTPS', () => {
    const plain = buildPageSecurityHeaders({ nonce: 'n', isDev: false, isHttps: false, mapTileSource: TILES });
    expect(plain['Strict-Transport-Security']).toBeUndefined();
    expect(plain['Content-Security-Policy']).not.toContain('upgrade-insecure-requests');
    const secure = buildPageSecurityHeaders({ nonce: 'n', isDev: false, isHttps: true, mapTileSource: TILES });
    expect(secure['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(secure['Content-Security-Policy']).toContain('upgrade-insecure-requests');
  });

  it('sets the other headers of a page', () => {
    expect(buildPageSecurityHeaders({ nonce: 'n', isDev: false, isHttps: false, mapTileSource: TILES })).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Permissions-Policy': PERMISSIONS_POLICY,
    });
  });

  it('denies camera and microphone but keeps geolocation for the portal (check-in and check-out)', () => {
    const features = PERMISSIONS_POLICY.split(', ');
    expect(features).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=(self)']));
  });
});

describe('createNonce', () => {
  it('makes a new base64 value of 16 random bytes each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('the API reference policy', () => {
  it('allows scripts and styles from its own origin only, nothing inline', () => {
    const policy = parsePolicy(DOCS_CONTENT_SECURITY_POLICY);
    expect(policy).toMatchObject({ 'default-src': ["'none'"], 'script-src': ["'self'"], 'style-src': ["'self'"], 'frame-ancestors': ["'none'"] });
    expect(DOCS_CONTENT_SECURITY_POLICY).not.toMatch(/unsafe|nonce|https?:/);
  });
});

it('tells an HTTPS address', () => {
  expect(isHttpsUrl('https://portal.example')).toBe(true);
  expect(isHttpsUrl('http://localhost:3000')).toBe(false);
});
