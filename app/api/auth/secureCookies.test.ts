// @vitest-environment node
import type { NextApiRequest, NextApiResponse } from 'next';
import NextAuth from 'next-auth';
import { encode } from 'next-auth/jwt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authOptions } from './authOptions';

// next-auth marks its cookies Secure (and gives them the __Secure-/__Host- names) when NEXTAUTH_URL
// is https, with no setting of ours: checked through its request handler with the portal's options.

afterEach(() => {
  vi.unstubAllEnvs();
});

type Call = { action: string; method: string; cookies?: Record<string, string>; body?: Record<string, string> };

/** Calls next-auth's handler as a request to /api/auth/<action>; answers the body and Set-Cookie lines. */
async function callNextAuth({ action, method, cookies = {}, body }: Call) {
  const headers = new Map<string, string[]>();
  let answer: unknown;
  const res = {
    status: () => res,
    setHeader: (name: string, value: string[]) => void headers.set(name.toLowerCase(), value),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    send: (value: unknown) => void (answer = value),
    json: (value: unknown) => void (answer = value),
    end: () => undefined,
  };
  const req = { query: { nextauth: [action] }, method, cookies, headers: {}, body };
  await NextAuth(req as unknown as NextApiRequest, res as unknown as NextApiResponse, authOptions);
  return { body: answer as Record<string, string>, setCookies: headers.get('set-cookie') ?? [] };
}

/** The cookies a signed-in browser is sent when it signs out: a CSRF cookie, then its session cookie cleared. */
async function signOutCookies(sessionCookie: string) {
  const csrf = await callNextAuth({ action: 'csrf', method: 'GET' });
  const cookies = Object.fromEntries(csrf.setCookies.map((line) => line.split(';')[0].split('=')).map(([name, ...value]) => [name, decodeURIComponent(value.join('='))]));
  const session = await encode({ token: { sub: '1' }, secret: authOptions.secret ?? '' });
  const signOut = await callNextAuth({
    action: 'signout',
    method: 'POST',
    cookies: { ...cookies, [sessionCookie]: session },
    body: { csrfToken: csrf.body.csrfToken, json: 'true' },
  });
  return [...csrf.setCookies, ...signOut.setCookies];
}

const isSecure = (line: string) => /;\s*Secure(;|$)/i.test(line);

describe('next-auth cookies', () => {
  it('are all Secure, with the __Host-/__Secure- names, when the portal is served over HTTPS', async () => {
    vi.stubEnv('NEXTAUTH_URL', 'https://portal.example');
    const cookies = await signOutCookies('__Secure-next-auth.session-token');
    const names = cookies.map((line) => line.split('=')[0]);
    expect(names).toEqual(expect.arrayContaining(['__Host-next-auth.csrf-token', '__Secure-next-auth.session-token']));
    for (const name of names) expect(name).toMatch(/^__(Host|Secure)-next-auth\./);
    expect(cookies.filter((line) => !isSecure(line))).toEqual([]);
  });

  it('are plain over HTTP (a local portal), where a browser would drop a Secure cookie', async () => {
    vi.stubEnv('NEXTAUTH_URL', 'http://localhost:3000');
    const cookies = await signOutCookies('next-auth.session-token');
    expect(cookies.map((line) => line.split('=')[0])).toEqual(expect.arrayContaining(['next-auth.csrf-token', 'next-auth.session-token']));
    expect(cookies.filter(isSecure)).toEqual([]);
  });
});
