// @vitest-environment node
import { encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveAuthSecret } from '@/server/lib/client-address-signature';
import { CROSS_SITE_MESSAGE, withSessionBearer } from './sessionBearer';

afterEach(() => vi.unstubAllEnvs());

// server/env.ts: NEXTAUTH_URL unset in tests, so the portal is http://localhost:3000.
const PORTAL = 'http://localhost:3000';
const URL_ME = `${PORTAL}/api/v1/me`;

const sessionCookie = async (token = 'api-token', secret = resolveAuthSecret(), name = 'next-auth.session-token') =>
  `${name}=${await encode({ token: { id: 4, role: 'company', token }, secret })}`;

type SendInit = { method?: string; body?: string; headers?: Record<string, string> };

/** Calls withSessionBearer and answers the response and what the API saw (its Authorization header, its body). */
async function send(init: SendInit = {}) {
  const seen: { authorization: string | null; body: string }[] = [];
  const response = await withSessionBearer(new NextRequest(URL_ME, init), async (request) => {
    seen.push({ authorization: request.headers.get('authorization'), body: await request.text() });
    return Response.json({ message: 'ok' });
  });
  return { response, api: seen[0] };
}

describe('withSessionBearer', () => {
  it("adds the session's bearer token to a request from the portal's pages", async () => {
    const { api } = await send({ headers: { cookie: await sessionCookie() } });
    expect(api.authorization).toBe('Bearer api-token');
  });

  it('keeps the body of a same-origin POST it adds the token to', async () => {
    const { response, api } = await send({
      method: 'POST',
      body: JSON.stringify({ name: 'x' }),
      headers: { cookie: await sessionCookie(), origin: PORTAL, 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(api).toEqual({ authorization: 'Bearer api-token', body: '{"name":"x"}' });
  });

  it('takes Sec-Fetch-Site: same-origin as our own page (a portal reached under another name)', async () => {
    const { api } = await send({ method: 'DELETE', headers: { cookie: await sessionCookie(), origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' } });
    expect(api.authorization).toBe('Bearer api-token');
  });

  it('adds nothing without a session cookie, or with a forged or foreign one', async () => {
    const forged = `next-auth.session-token=${'x'.repeat(80)}`;
    const otherSecret = await sessionCookie('api-token', 'another-secret-of-another-portal');
    for (const cookie of [undefined, forged, otherSecret]) {
      const { api } = await send({ headers: cookie ? { cookie } : {} });
      expect(api.authorization).toBeNull();
    }
  });

  it('refuses a cross-site state change made with the cookie (CSRF), before the API sees it', async () => {
    const crossSite: Record<string, string>[] = [{ origin: 'https://evil.test' }, { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' }, {}];
    for (const headers of crossSite) {
      const { response, api } = await send({ method: 'POST', body: '{}', headers: { ...headers, cookie: await sessionCookie() } });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: CROSS_SITE_MESSAGE, code: 'forbidden' });
      expect(api).toBeUndefined();
    }
  });

  it('lets a cross-site GET through with the token: reading is safe, and the browser keeps the answer from that site', async () => {
    const { api } = await send({ headers: { cookie: await sessionCookie(), origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' } });
    expect(api.authorization).toBe('Bearer api-token');
  });

  it('leaves an explicit Authorization header alone, cookie or not, from any origin', async () => {
    const { response, api } = await send({
      method: 'POST',
      body: '{}',
      headers: { authorization: 'Bearer client-token', cookie: await sessionCookie(), origin: 'https://client.test' },
    });
    expect(response.status).toBe(200);
    expect(api.authorization).toBe('Bearer client-token');
  });

  it('reads the __Secure- cookie when the portal is on https, as next-auth names it', async () => {
    vi.stubEnv('NEXTAUTH_URL', 'https://portal.test');
    const secure = await sessionCookie('secure-token', resolveAuthSecret(), '__Secure-next-auth.session-token');
    expect((await send({ headers: { cookie: secure } })).api.authorization).toBe('Bearer secure-token');
    // Over https a plain-named cookie could have been planted by an http page: not ours.
    expect((await send({ headers: { cookie: await sessionCookie() } })).api.authorization).toBeNull();
  });
});
