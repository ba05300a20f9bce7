import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page, type Route } from '@playwright/test';
import { API_V1_BASE, AUTH_ENDPOINTS, COMPANY_ASSIGNMENT_ENDPOINTS as COMPANY, COMPANY_ROUTES, ENGINEER_ROUTES, ENGINEER_ASSIGNMENT_ENDPOINTS as ENGINEER, EXPENSE_ENDPOINTS, LIST_ENDPOINTS, LOCATION_TYPE, MESSAGE_ENDPOINTS, PAYMENT_TYPE } from '@/constants';
import { call, login, type Caller } from './support/apiCaller';
import { signIn, signOut, uniqueEmail } from './support/auth';
import { signUpVerified } from './support/mailbox';
import { PDF, choose } from './support/workOrderForm';

// The engineer on site with a dead signal (the browser switched offline by the test): a check-in,
// an expense and a deliverable upload are kept on the phone and counted in a banner; back online
// they are sent in order, once, although three tabs send at the same moment, and the company side
// sees them with the time the engineer acted. A customer's sign-off taken offline is sent the same
// way. A queued check-in on an order cancelled meanwhile shows the server's refusal. The app is
// installable (manifest, icons, an active service worker), a new build's worker waits until the user
// reloads, and the worker never answers one user's API request from another's.

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Offline-pass-11';
const DELIVERABLE = 'Photo of the installed rack';
const QUEUED = 'No connection: saved on this phone';
const run = Date.now().toString(36);

type Accounts = { company: Caller; engineer: Caller; other: Caller; emails: { company: string; engineer: string; other: string } };
let accounts: Accounts;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function createAccounts(request: APIRequestContext): Promise<Accounts> {
  const emails = { company: uniqueEmail('offline.company'), engineer: uniqueEmail('offline.engineer'), other: uniqueEmail('offline.other') };
  const person = { last_name: `Offline ${run}`, password: PASSWORD };
  await signUpVerified(request, AUTH_ENDPOINTS.REGISTER_COMPANY, { ...person, company_name: `Basement Networks ${run}`, first_name: 'Bea', email: emails.company });
  await signUpVerified(request, AUTH_ENDPOINTS.ENGINEER_SIGNUP, { ...person, first_name: 'Oscar', email: emails.engineer });
  await signUpVerified(request, AUTH_ENDPOINTS.ENGINEER_SIGNUP, { ...person, first_name: 'Olga', email: emails.other });
  return {
    company: await login(request, { email: emails.company, password: PASSWORD, role: 'company' }),
    engineer: await login(request, { email: emails.engineer, password: PASSWORD, role: 'field_engineer' }),
    other: await login(request, { email: emails.other, password: PASSWORD, role: 'field_engineer' }),
    emails,
  };
}

/** An order of the company assigned to the engineer and taken to `stage` through the API. */
async function orderAt(request: APIRequestContext, stage: 'confirmed' | 'checkedIn' | 'checkedOut', title: string): Promise<number> {
  const { company, engineer } = accounts;
  const firstId = async (path: string) => (await (await request.get(`${API_V1_BASE}${path}`)).json()).data[0].id as number;
  const draft = {
    basic_info: { title: `${title} ${run}`, category_id: await firstId(LIST_ENDPOINTS.CATEGORIES), description: 'Replace the core switch in the basement rack.', skill_ids: [] },
    location: { location_type: LOCATION_TYPE.REMOTE },
    scheduling: { schedule_type: 'exact', start_date: inDays(1), start_time: '09:00', timezone: 'UTC' },
    pricing: { payment_type: PAYMENT_TYPE.FIXED, fixed_amount: 300, payment_day_id: await firstId(LIST_ENDPOINTS.PAYMENT_DAYS) },
    deliverables: [{ name: DELIVERABLE, document_type_id: await firstId(LIST_ENDPOINTS.DELIVERABLE_DOCUMENT_TYPES), is_required: true }],
  };
  const id = (await call(request, company, 'POST', COMPANY.ASSIGNMENTS, { form: { data: JSON.stringify(draft) } })).id as number;
  const order = { assignment_id: id };
  await call(request, engineer, 'POST', ENGINEER.APPLY, { json: order });
  await call(request, company, 'PATCH', COMPANY.ASSIGN, { json: { ...order, engineer_id: engineer.userId } });
  await call(request, engineer, 'PATCH', ENGINEER.CONFIRM, { json: order });
  await call(request, company, 'PATCH', COMPANY.CONFIRM, { json: order });
  if (stage === 'confirmed') return id;
  await call(request, engineer, 'PATCH', ENGINEER.CHECK_IN, { json: order });
  if (stage === 'checkedIn') return id;
  await call(request, engineer, 'PATCH', ENGINEER.CHECK_OUT, { json: order });
  return id;
}

const detailsPath = (id: number) => ENGINEER_ROUTES.myWorkDetails(id);

/** The service worker has taken the page over (it claims its clients once active). */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
}

async function openOrder(context: BrowserContext, id: number, title: string) {
  const page = await context.newPage();
  await page.goto(detailsPath(id));
  await expect(page.getByRole('heading', { level: 1, name: `${title} ${run}` })).toBeVisible();
  return page;
}

const expectToast = (page: Page, text: string | RegExp) => expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
const banner = (page: Page) => page.getByRole('status').filter({ hasText: /waiting to send/ });

async function engineerContext(browser: Browser) {
  const context = await browser.newContext({ geolocation: { latitude: 30.2672, longitude: -97.7431 }, permissions: ['geolocation'] });
  const page = await context.newPage();
  await signIn(page, 'engineer', accounts.emails.engineer, PASSWORD);
  return { context, page };
}

test.beforeAll(async ({ request }) => {
  accounts = await createAccounts(request);
});

test('the app is installable: a manifest with its icons, and an active service worker', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ name: 'Service Portal', short_name: 'Service Portal', display: 'standalone', start_url: '/start', theme_color: '#0f172a' });
  const sizes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  await waitForServiceWorker(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL)).toMatch(/\/serwist\/sw\.js$/);
  // Chromium's own installability check (what Lighthouse's installable-manifest audit reported before Lighthouse 12 dropped it).
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's browser contexts are incognito ones, where Chromium never installs an app; nothing else may stand in the way.
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  const policy = (await request.get('/')).headers()['content-security-policy'];
  expect(policy).toContain("worker-src 'self'");
  // The start page sends an anonymous visitor home (a signed-in one to their dashboard).
  await page.goto('/start');
  await expect(page).toHaveURL(/\/$/);
});

test('a new build’s worker waits until the user chooses “Reload to update”, then serves the reloaded page', async ({ page }) => {
  await signIn(page, 'engineer', accounts.emails.engineer, PASSWORD);
  await waitForServiceWorker(page);
  // A new release's worker, as the browser finds it on its next update check (a changed script URL
  // stands in for changed bytes: Playwright cannot route the browser's own update fetch).
  const next = await page.evaluate(async () => (await navigator.serviceWorker.register('/serwist/sw.js?release=next', { scope: '/' })).installing?.scriptURL);
  expect(next).toMatch(/release=next$/);
  const offer = page.getByRole('alert').filter({ hasText: 'A new version of Service Portal is ready.' });
  await expect(offer).toBeVisible();
  // Nothing changes under the user until they choose to.
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).not.toMatch(/release=next$/);
  // The toast bounces in (a CSS animation of its opacity): scanned before it ends, axe reads blended colours.
  // Other toasts' progress bars run for seconds and pause with the page's focus: not waited for.
  await page.locator('.Toastify').evaluate((container) =>
    Promise.all(
      container
        .getAnimations({ subtree: true })
        .filter((animation) => !(animation instanceof CSSAnimation && animation.animationName.includes('trackProgress')))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const scan = await new AxeBuilder({ page }).include('.Toastify').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(scan.violations.map((violation) => violation.id)).toEqual([]);

  const reloaded = page.waitForEvent('load');
  await offer.getByRole('button', { name: 'Reload to update' }).click();
  await reloaded;
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/release=next$/);
  // (The reloaded page registers the usual script URL again, which to the browser is one more new
  // worker: the offer may come back here, as it would not with one script URL across releases.)
});

test('offline, a check-in, an expense and an upload wait on the phone; back online they go in order, once, from three tabs', async ({ browser, request }) => {
  // Three orders set up through the API, three tabs and the company's own browser: more than one ordinary step.
  test.setTimeout(180_000);
  const [toCheckIn, forExpense, forUpload] = [await orderAt(request, 'confirmed', 'Core switch'), await orderAt(request, 'checkedIn', 'Patch panel'), await orderAt(request, 'checkedOut', 'Rack photos')];
  const { context, page: first } = await engineerContext(browser);
  await first.goto(detailsPath(toCheckIn));
  await waitForServiceWorker(first);
  await first.close();
  const checkInTab = await openOrder(context, toCheckIn, 'Core switch');
  const expenseTab = await openOrder(context, forExpense, 'Patch panel');
  const uploadTab = await openOrder(context, forUpload, 'Rack photos');

  await context.setOffline(true);
  await checkInTab.bringToFront();
  await checkInTab.getByRole('button', { name: 'Check in', exact: true }).click();
  await checkInTab.getByRole('dialog', { name: 'Check in now?' }).getByRole('button', { name: 'Check in' }).click();
  await expectToast(checkInTab, QUEUED);
  await expect(banner(checkInTab)).toHaveText(/^1 action waiting to send: they will be sent in order when you are back online\./);

  await expenseTab.bringToFront();
  await expenseTab.getByRole('button', { name: 'Add expense' }).click();
  const dialog = expenseTab.getByRole('dialog', { name: 'Add an expense' });
  await dialog.getByRole('spinbutton', { name: 'Amount' }).fill('18.5');
  await choose(expenseTab, 'Category', 'Parking');
  await dialog.getByRole('textbox', { name: 'Description' }).fill(`Garage under the site ${run}`);
  await dialog.getByRole('button', { name: 'Add expense' }).click();
  await expect(dialog).toBeHidden();
  await expectToast(expenseTab, QUEUED);

  await uploadTab.bringToFront();
  const row = uploadTab.getByRole('list', { name: 'Deliverables to hand in' }).getByRole('listitem', { name: DELIVERABLE });
  const chooser = uploadTab.waitForEvent('filechooser');
  await row.getByRole('button', { name: 'Upload file' }).click();
  await (await chooser).setFiles({ name: 'rack.pdf', mimeType: 'application/pdf', buffer: PDF });
  await uploadTab.getByRole('dialog').getByRole('button', { name: 'Upload' }).click();
  await expectToast(uploadTab, QUEUED);
  // Every tab counts the phone's queue.
  await expect(banner(uploadTab)).toContainText('3 actions waiting to send');
  await expect(banner(checkInTab)).toContainText('3 actions waiting to send');

  const scan = await new AxeBuilder({ page: uploadTab }).include('[role="status"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(scan.violations.map((violation) => violation.id)).toEqual([]);

  // The connection returns in all three tabs at once: each tries to send the queue.
  await context.setOffline(false);
  await expect(banner(checkInTab)).toBeHidden();
  await expect(banner(expenseTab)).toBeHidden();
  await expect(banner(uploadTab)).toBeHidden();
  const pages = [checkInTab, expenseTab, uploadTab];
  await expect.poll(async () => (await Promise.all(pages.map((tab) => tab.getByRole('alert').filter({ hasText: /Check-in sent: Checked in\./ }).count()))).reduce((a, b) => a + b)).toBe(1);
  for (const tab of pages) await expect(tab.getByRole('alert').filter({ hasText: /refused/ })).toHaveCount(0);

  // The company side sees each of them once, with the time the engineer acted.
  const { company } = accounts;
  const logs = await call(request, company, 'GET', `${COMPANY.LOGS}?id=${toCheckIn}`);
  const checkIns = logs.filter((entry: { event: string }) => entry.event === '3');
  expect(checkIns).toHaveLength(1);
  expect(checkIns[0].acted_at).not.toBeNull();
  expect(Date.parse(checkIns[0].acted_at)).toBeLessThanOrEqual(Date.parse(checkIns[0].created_at));
  const expenses = (await call(request, company, 'GET', `${EXPENSE_ENDPOINTS.EXPENSES}?assignment_id=${forExpense}`)).data;
  expect(expenses.map((expense: { description: string }) => expense.description)).toEqual([`Garage under the site ${run}`]);
  // In the order they were done: the check-in arrived before the expense.
  expect(Date.parse(checkIns[0].created_at)).toBeLessThanOrEqual(Date.parse(expenses[0].created_at));
  const details = await call(request, company, 'GET', `${COMPANY.DETAILS}?id=${forUpload}`);
  expect(details.deliverables[0].file?.name).toBe('rack.pdf');

  const companyPage = await (await browser.newContext()).newPage();
  await signIn(companyPage, 'company', accounts.emails.company, PASSWORD);
  await companyPage.goto(COMPANY_ROUTES.workOrderDetails(toCheckIn));
  await expect(companyPage.getByRole('list', { name: 'Timeline' }).getByRole('listitem', { name: 'Checked In' })).toBeVisible();
  await context.close();
});

test('an answer lost after the server acted is not done twice: the queue sends the first try’s key and gets the first answer again', async ({ browser, request }) => {
  const id = await orderAt(request, 'checkedIn', 'Lost answers');
  const { context, page } = await engineerContext(browser);
  await page.goto(detailsPath(id));
  await expect(page.getByRole('heading', { level: 1, name: `Lost answers ${run}` })).toBeVisible();
  // The first try of each reaches the server, which acts; its answer never comes back (the signal drops meanwhile).
  const replays: string[] = [];
  const loseAnswer = async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fetch();
    await route.abort('connectionreset');
  };
  await context.route(`**${API_V1_BASE}${EXPENSE_ENDPOINTS.EXPENSES}`, loseAnswer);
  await context.route(`**${API_V1_BASE}${MESSAGE_ENDPOINTS.SEND}`, loseAnswer);
  page.on('response', (response) => {
    if (response.headers()['idempotent-replayed'] === 'true') replays.push(new URL(response.url()).pathname);
  });

  await page.getByRole('button', { name: 'Add expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an expense' });
  await dialog.getByRole('spinbutton', { name: 'Amount' }).fill('42');
  await choose(page, 'Category', 'Materials');
  await dialog.getByRole('textbox', { name: 'Description' }).fill(`Cable ties ${run}`);
  await dialog.getByRole('button', { name: 'Add expense' }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, QUEUED);
  const writing = page.getByRole('form', { name: /^Write to / });
  await writing.getByRole('textbox', { name: 'Message' }).fill(`On my way down ${run}`);
  await writing.getByRole('button', { name: 'Send' }).click();
  await expect(banner(page)).toContainText('2 actions waiting to send');

  await context.unrouteAll();
  await banner(page).getByRole('button', { name: 'Send now' }).click();
  await expect(banner(page)).toBeHidden();
  await expectToast(page, /Expense sent: /);
  await expectToast(page, /Message sent: /);
  expect(replays).toEqual([`${API_V1_BASE}${EXPENSE_ENDPOINTS.EXPENSES}`, `${API_V1_BASE}${MESSAGE_ENDPOINTS.SEND}`]);
  const expenses = (await call(request, accounts.company, 'GET', `${EXPENSE_ENDPOINTS.EXPENSES}?assignment_id=${id}`)).data;
  expect(expenses.map((expense: { description: string }) => expense.description)).toEqual([`Cable ties ${run}`]);
  await expect(page.getByRole('log', { name: /^Messages with / }).getByText(`On my way down ${run}`)).toHaveCount(1);
  await context.close();
});

test('a customer’s sign-off taken offline waits on the phone and reaches the company when the signal returns', async ({ browser, request }) => {
  const id = await orderAt(request, 'checkedIn', 'Signed visit');
  const signer = `Carla Ortiz ${run}`;
  const { context, page } = await engineerContext(browser);
  await page.goto(detailsPath(id));
  await waitForServiceWorker(page);
  const card = page.getByRole('region', { name: 'Customer sign-off' });
  await expect(card.getByRole('button', { name: 'Get sign-off' })).toBeVisible();

  await context.setOffline(true);
  await card.getByRole('button', { name: 'Get sign-off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customer sign-off' });
  // The keyboard way: the typed name becomes the signature.
  await dialog.getByRole('textbox', { name: 'Customer’s name' }).fill(signer);
  await dialog.getByRole('button', { name: 'Save sign-off' }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, QUEUED);
  await expect(banner(page)).toContainText('1 action waiting to send');

  await context.setOffline(false);
  await expectToast(page, /Customer sign-off sent: /);
  await expect(banner(page)).toBeHidden();
  const details = await call(request, accounts.company, 'GET', `${COMPANY.DETAILS}?id=${id}`);
  const signed = details.deliverables.filter((item: { sign_off: { signer_name: string } | null }) => item.sign_off);
  expect(signed).toHaveLength(1);
  expect(signed[0].sign_off.signer_name).toBe(signer);
  await context.close();
});

test('a queued check-in on an order cancelled meanwhile shows the server’s refusal', async ({ browser, request }) => {
  const id = await orderAt(request, 'confirmed', 'Cancelled visit');
  const { context, page } = await engineerContext(browser);
  await page.goto(detailsPath(id));
  await waitForServiceWorker(page);
  await expect(page.getByRole('button', { name: 'Check in', exact: true })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await page.getByRole('dialog', { name: 'Check in now?' }).getByRole('button', { name: 'Check in' }).click();
  await expect(banner(page)).toContainText('1 action waiting to send');
  await call(request, accounts.company, 'PATCH', COMPANY.CANCEL, { json: { assignment_id: id } });

  await context.setOffline(false);
  await expectToast(page, /Check-in was refused: .+/);
  await expect(banner(page)).toBeHidden();
  await context.close();
});

test('the service worker never answers one user’s API request with another user’s answer', async ({ browser, request }) => {
  const id = await orderAt(request, 'confirmed', 'Private order');
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'engineer', accounts.emails.engineer, PASSWORD);
  await page.goto(detailsPath(id));
  await waitForServiceWorker(page);
  const read = () => page.evaluate(async (url) => (await fetch(url)).status, `${API_V1_BASE}${ENGINEER.APPLIED_DETAILS}?id=${id}`);
  expect(await read()).toBe(200);
  await signOut(page);

  await signIn(page, 'engineer', accounts.emails.other, PASSWORD);
  await waitForServiceWorker(page);
  expect(await read()).toBe(404);
  // Nothing under /api/ is kept in any of the worker's caches.
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  expect(kept.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
  await context.close();
});
