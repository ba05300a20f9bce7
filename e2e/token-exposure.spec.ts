import { expect, test, type Page } from '@playwright/test';
import { API_V1_BASE, AUTH_ENDPOINTS } from '@/constants';
import { DEMO, signIn, signOut } from './support/auth';

// The API's bearer token lives only inside the encrypted, HttpOnly session cookie: no page
// script can read it, yet the page's API calls are signed in (the portal adds it on the server).

const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

/** Paths of every field named `token` with a non-empty value, in localStorage and sessionStorage (JSON inside JSON included, as redux-persist writes it). */
function findStoredTokens(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const visit = (value: unknown, path: string): void => {
      if (typeof value === 'string') {
        try {
          const parsed: unknown = JSON.parse(value);
          if (parsed !== null && typeof parsed === 'object') visit(parsed, path);
        } catch {
          // plain text
        }
        return;
      }
      if (value === null || typeof value !== 'object') return;
      for (const [key, inner] of Object.entries(value)) {
        if (/token/i.test(key) && inner !== null && inner !== '') found.push(`${path}.${key}`);
        visit(inner, `${path}.${key}`);
      }
    };
    for (const storage of [window.localStorage, window.sessionStorage]) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index)!;
        visit(storage.getItem(key), key);
      }
    }
    return found;
  });
}

test('after sign-in no page script can read the bearer token, and the page still calls the API', async ({ page, context }) => {
  await signIn(page, 'company', DEMO.company.email);

  const session = await page.evaluate(() => fetch('/api/auth/session').then((response) => response.json()));
  expect(session.user).toMatchObject({ email: DEMO.company.email, role: 'company' });
  expect(session.user).not.toHaveProperty('token');
  // The session the server rendered into the page (SessionProvider's) has none either.
  expect(await page.content()).not.toMatch(/\\?"token\\?"\s*:/);

  // The persisted Redux state is written after sign-in; it must hold the user, not a token.
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('persist:root') ?? '')).toContain(DEMO.company.email);
  expect(await findStoredTokens(page)).toEqual([]);

  const cookies = (await context.cookies()).filter((cookie) => SESSION_COOKIE.test(cookie.name));
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) expect([cookie.httpOnly, cookie.sameSite]).toEqual([true, 'Lax']);
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/session-token/);

  const me = await page.evaluate((path) => fetch(path).then(async (response) => ({ status: response.status, body: await response.json() })), `${API_V1_BASE}${AUTH_ENDPOINTS.ME}`);
  expect(me.status).toBe(200);
  expect(me.body.data).toMatchObject({ email: DEMO.company.email });
  expect(JSON.stringify(me.body)).not.toMatch(/"token"/);
});

test('a state change sent with the session cookie from another site is refused (CSRF), and logout revokes the token on the API', async ({ page, context }) => {
  await signIn(page, 'customer', DEMO.customer.email);
  const logoutUrl = `${API_V1_BASE}${AUTH_ENDPOINTS.LOGOUT}`;
  const meUrl = `${API_V1_BASE}${AUTH_ENDPOINTS.ME}`;

  // page.request shares the browser's cookies; another site's form would send the cookie along (same site) with its own Origin.
  const forged = await page.request.post(logoutUrl, { headers: { origin: 'https://evil.example' } });
  expect(forged.status()).toBe(403);
  expect((await forged.json()).message).toMatch(/portal's own pages/);
  expect((await page.request.get(meUrl)).status()).toBe(200);

  // Keep the session cookie, log out, then present it again: next-auth's JWT would still decode,
  // but the API token inside it was revoked by the logout.
  const kept = (await context.cookies()).filter((cookie) => SESSION_COOKIE.test(cookie.name));
  await signOut(page);
  await context.addCookies(kept);
  const after = await page.request.get(meUrl);
  expect(after.status()).toBe(401);
});

test("next-auth's own sign-out (its /api/auth/signout, as signOut() or the built-in page posts it) revokes the API token too", async ({ page, context }) => {
  await signIn(page, 'engineer', DEMO.engineer.email);
  const meUrl = `${API_V1_BASE}${AUTH_ENDPOINTS.ME}`;
  const kept = (await context.cookies()).filter((cookie) => SESSION_COOKIE.test(cookie.name));
  // What follows is between the test and the API: the portal's page leaves first, so it is not signing
  // itself out (its live stream refused) while the context closes; Chromium once hung 90 s closing it so.
  await page.goto('about:blank');

  // Not the portal's Logout button: the request next-auth's sign-out page sends.
  const { csrfToken } = (await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const signedOut = await page.request.post('/api/auth/signout', { form: { csrfToken, callbackUrl: '/login/engineer', json: 'true' } });
  expect(signedOut.status()).toBe(200);
  expect((await context.cookies()).filter((cookie) => SESSION_COOKIE.test(cookie.name) && cookie.value)).toEqual([]);

  await context.addCookies(kept);
  expect((await page.request.get(meUrl)).status()).toBe(401);
});
