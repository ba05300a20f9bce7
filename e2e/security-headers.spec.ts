import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './support/auth';
import { waitUntilSettled } from './support/accessibility';

// Pages and API answers carry the security headers, and under the pages' policy (scripts only
// with the answer's nonce, style elements too) and the API reference's (its own files only)
// nothing the portal does is refused and nothing fails in the console.

/** Records every CSP violation and console error of the page from now on. */
async function watchForProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.exposeFunction('reportViolation', (text: string) => problems.push(`CSP: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return problems;
}

test('a page answers with its security headers and a fresh nonce each time', async ({ request }) => {
  const first = await request.get('/login/engineer');
  expect(first.status()).toBe(200);
  const headers = first.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': expect.stringContaining('geolocation=(self)'),
  });
  // The suite's portal is plain HTTP: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();

  const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'])?.[1];
  const html = await first.text();
  expect(html).toContain(`nonce="${nonce}"`);
  const second = await request.get('/login/engineer');
  expect(second.headers()['content-security-policy']).not.toBe(headers['content-security-policy']);
});

test('an API answer carries the API headers', async ({ request }) => {
  const response = await request.get('/api/v1/health');
  expect(response.status()).toBe(200);
  expect(response.headers()).toMatchObject({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  });
});

test('signed-in pages run under the policy without a violation or a console error', async ({ page }) => {
  const problems = await watchForProblems(page);
  await signIn(page, 'engineer', DEMO.engineer.email);
  await waitUntilSettled(page);
  await page.goto('/engineer/find-work');
  await waitUntilSettled(page);
  // Emotion's and the toasts' style elements carry the nonce; without it they would be refused here.
  expect(await page.locator('style:not([nonce])').count()).toBe(0);
  expect(problems).toEqual([]);
});

test('the API reference loads only its own files, without a violation or a console error', async ({ page }) => {
  const problems = await watchForProblems(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/api/v1/docs');
  await expect(page.getByRole('heading', { name: /Service Portal API/ })).toBeVisible();
  await expect(page.getByText('/api/v1/login').first()).toBeVisible();
  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'))).toEqual([]);
  expect(problems).toEqual([]);
});
