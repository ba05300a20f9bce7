import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signIn, signOut, type PortalRole } from './support/auth';

const NOT_FOUND = 'Sorry, the page you are looking for does not exist.';

const NAVIGATION: Record<PortalRole, string[]> = {
  engineer: ['Dashboard', 'My Profile', 'Job Opportunities', 'Find Work', 'My Work', 'Ratings', 'Education', 'Investments', 'JTI Re-Sale', 'Business Growth', 'Personal Growth', 'About Us'],
  company: ['Dashboard', 'Add New Work Order', 'Work Orders', 'Ratings', 'Integrations', 'Profile'],
  customer: ['Dashboard', 'Add New Work Order', 'Work Orders', 'Ratings', 'Integrations', 'Profile'],
};

for (const role of ['engineer', 'company', 'customer'] as const) {
  test(`${role} signs in, sees the ${role} navigation and logs out to the ${role} login`, async ({ page }) => {
    await signIn(page, role, DEMO[role].email);
    const nav = page.getByRole('navigation');
    for (const item of NAVIGATION[role]) await expect(nav.getByText(item, { exact: true })).toBeVisible();
    await expect(nav.getByText(`Hello, ${DEMO[role].name.split(' ')[0]}`)).toBeVisible();
    await signOut(page);
    await expect(page).toHaveURL(new RegExp(`/login/${role}`));
    expect(await page.evaluate(() => window.localStorage.length + window.sessionStorage.length)).toBe(0);
  });
}

test('the sign-in and not-found pages arrive from the server with their content, before any script runs', async ({ request }) => {
  const signInPage = await request.get('/login/engineer');
  expect(signInPage.status()).toBe(200);
  const signInHtml = await signInPage.text();
  expect(signInHtml).toMatch(/<h1[^>]*>Field Engineer sign in<\/h1>/);
  expect(signInHtml).toMatch(/<form[^>]*>[\s\S]*<label[^>]*>Email/);

  const notFound = await request.get('/no-such-page');
  expect(notFound.status()).toBe(404);
  expect(await notFound.text()).toMatch(new RegExp(`<h1[^>]*>${NOT_FOUND}</h1>`));
});

test('a wrong password is refused with a message and the form keeps the email', async ({ page }) => {
  await page.goto('/login/company');
  await page.getByLabel('Email').fill(DEMO.company.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.company.email);
});

test("another role's route shows the not-found screen", async ({ page }) => {
  await signIn(page, 'engineer', DEMO.engineer.email);
  await page.goto('/company/dashboard');
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
});

test('an unknown route shows the not-found screen and nothing else', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  await expect(page.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('button')).toHaveCount(0);
});

test('anonymous visits of protected routes go to sign-in', async ({ page }) => {
  for (const role of ['engineer', 'company', 'customer'] as const) {
    await page.goto(`/${role}/dashboard`);
    await expect(page).toHaveURL(new RegExp(`/login/${role}\\?.*error=SessionRequired`));
    await expect(page.getByText('Please sign in to continue.')).toBeVisible();
  }
  await page.goto('/change-password');
  await expect(page).toHaveURL(/\/login\/company\?.*error=SessionRequired/);
});

test('a signed-in user is sent back to where they were going', async ({ page }) => {
  await page.goto('/company/change-password');
  await expect(page).toHaveURL(/\/login\/company/);
  await page.getByLabel('Email').fill(DEMO.company.email);
  await page.getByLabel('Password', { exact: true }).fill('Password123!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/company\/change-password$/);
});

test('a crafted callbackUrl is answered with a page of this site, never a 500', async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const crafted = ['javascript:alert(1)', `${origin}.evil.example/`, 'https://evil.example/company/dashboard', '//evil.example/'];
  for (const callbackUrl of crafted) {
    // next-auth's sign-in entry sends the browser to our sign-in page, carrying the checked callbackUrl.
    const signInEntry = await request.get(`/api/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`, { maxRedirects: 0 });
    expect(signInEntry.status(), callbackUrl).toBe(302);
    const location = new URL(signInEntry.headers().location!, origin);
    expect(location.origin).toBe(origin);
    expect(new URL(location.searchParams.get('callbackUrl') ?? '/', origin).origin, callbackUrl).toBe(origin);

    const loginPage = await request.get(`/login/company?callbackUrl=${encodeURIComponent(callbackUrl)}`);
    expect(loginPage.status(), callbackUrl).toBe(200);

    // Signing in with it (as a script could post it) lands on this site too.
    const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
    const form = { csrfToken, email: DEMO.company.email, password: DEMO_PASSWORD, role: 'company', callbackUrl, json: 'true' };
    const signedIn = await request.post('/api/auth/callback/credentials', { form });
    expect(signedIn.status(), callbackUrl).toBe(200);
    expect(new URL((await signedIn.json()).url).origin, callbackUrl).toBe(origin);
  }
});
