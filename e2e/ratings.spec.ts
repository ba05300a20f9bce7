import { expect, test, type Browser, type Page } from '@playwright/test';
import { API_V1_BASE, AUTH_ENDPOINTS } from '@/constants';
import type { SessionUser } from '@/contracts/auth';
import { SampleRecorder, callApi } from '../scripts/bench/bench-client';
import { buildDraft, driveOrder, type ClientAccounts } from '../scripts/bench/drive-order';
import { DEMO, DEMO_PASSWORD, signIn, type PortalRole } from './support/auth';
import { E2E_BASE_URL } from './support/environment';

// Double-blind ratings between the demo company (Acme Field Services) and the demo engineer
// (Erin Diaz), each in a browser of their own, on an order taken to Paid through the API (the
// screens of that journey are e2e/lifecycle.spec.ts's). Erin rates first from her Ratings page:
// the company cannot see it. The company rates back on the order's details page: both ratings
// show at once, to both sides, on the details pages and in the lists.

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const TITLE = `Rating check ${run}`;
const COMPANY = 'Acme Field Services';
const ENGINEER = DEMO.engineer.name;
const FROM_ENGINEER = `Clear scope and paid on time (${run}).`;
const FROM_COMPANY = `On time, tidy work (${run}).`;

let company: Page;
let engineer: Page;

/** Signs both demo users in to the API and drives a fresh remote order from posted to Paid, as the benchmark does. */
async function createPaidOrder() {
  const baseUrl = `${E2E_BASE_URL}${API_V1_BASE}`;
  const signInToApi = async (email: string) => {
    const { token, user } = await callApi<{ token: string; user: SessionUser }>(baseUrl, 'login', 'POST', AUTH_ENDPOINTS.LOGIN, { json: { email, password: DEMO_PASSWORD } });
    return { token, userId: user.id };
  };
  const accounts: ClientAccounts = { company: await signInToApi(DEMO.company.email), engineer: await signInToApi(DEMO.engineer.email) };
  const draft = await buildDraft(baseUrl);
  await driveOrder({ baseUrl, accounts, draft: { ...draft, basic_info: { ...draft.basic_info, title: TITLE } }, recorder: new SampleRecorder() });
  for (const { token } of Object.values(accounts)) await callApi(baseUrl, 'logout', 'POST', AUTH_ENDPOINTS.LOGOUT, { token });
}

async function openPortal(browser: Browser, role: PortalRole, email: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, role, email);
  return page;
}

test.beforeAll(async ({ browser }) => {
  await createPaidOrder();
  company = await openPortal(browser, 'company', DEMO.company.email);
  engineer = await openPortal(browser, 'engineer', DEMO.engineer.email);
});

test.afterAll(async () => {
  await company?.context().close();
  await engineer?.context().close();
});

async function expectToast(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
}

/** Picks the stars (by their label, as a pointer would) and writes the comment in the rating dialog. */
async function fillRating(page: Page, counterpart: string, stars: number, comment: string) {
  const dialog = page.getByRole('dialog', { name: `Rate ${counterpart}` });
  await dialog.locator('label').filter({ hasText: `${stars} Star` }).click();
  await dialog.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await dialog.getByRole('button', { name: 'Submit rating' }).click();
  await expectToast(page, 'Thanks for your rating.');
  await expect(dialog).toBeHidden();
}

/** One of the two lists, opened from the Ratings page and searched for this run's order. */
async function openList(page: Page, listName: string) {
  await page.getByRole('navigation').getByRole('link', { name: 'Ratings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ratings' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: listName }).click();
  await expect(page.getByRole('heading', { level: 1, name: listName })).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill(TITLE);
}

const ratingRow = (page: Page) => page.getByRole('table', { name: 'Ratings' }).getByRole('row', { name: TITLE });

test('the engineer rates the company from her Ratings page; the company cannot see it yet', async () => {
  await engineer.getByRole('navigation').getByRole('link', { name: 'Ratings', exact: true }).click();
  const pending = engineer.getByRole('list', { name: 'Work orders to rate' }).getByRole('listitem', { name: TITLE });
  await expect(pending).toContainText(COMPANY);
  await pending.getByRole('button', { name: 'Rate' }).click();
  await fillRating(engineer, COMPANY, 4, FROM_ENGINEER);
  await expect(pending).toHaveCount(0);

  await openList(engineer, 'Your ratings of companies');
  await expect(ratingRow(engineer)).toContainText(FROM_ENGINEER);
  await expect(ratingRow(engineer).getByText(/^Hidden from them until \d\d\/\d\d\/\d{4}$/)).toBeVisible();

  await openList(company, 'Ratings from engineers');
  await expect(company.getByText('No ratings match')).toBeVisible();
});

test('the company rates her back on the order’s details; both ratings show there at once', async () => {
  await company.getByRole('navigation').getByRole('link', { name: 'Work Orders' }).click();
  await company.getByLabel('Search', { exact: true }).fill(TITLE);
  // The search applied: the list's rows are re-read (skeleton rows meanwhile), so a click before it can land on a placeholder.
  await expect(company).toHaveURL(/search=/);
  await company.getByRole('row').filter({ hasText: TITLE }).click();
  await expect(company.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const card = company.getByRole('region', { name: 'Rating', exact: true });
  await card.getByRole('button', { name: `Rate ${ENGINEER}` }).click();
  await fillRating(company, ENGINEER, 5, FROM_COMPANY);

  await expect(card.getByRole('figure', { name: 'Your rating' })).toContainText(FROM_COMPANY);
  const hers = card.getByRole('figure', { name: `${ENGINEER}’s rating of you` });
  await expect(hers).toContainText(FROM_ENGINEER);
  await expect(hers.getByRole('img', { name: '4 of 5 stars' })).toBeVisible();
  await expect(card.getByRole('button', { name: `Rate ${ENGINEER}` })).toHaveCount(0);

  await openList(company, 'Ratings from engineers');
  await expect(ratingRow(company)).toContainText(FROM_ENGINEER);
  await openList(company, 'Your ratings of engineers');
  await expect(ratingRow(company)).toContainText(FROM_COMPANY);
});

test('the engineer now sees the company’s rating in her list and on the order in My Work', async () => {
  await openList(engineer, 'Ratings from companies');
  await expect(ratingRow(engineer)).toContainText(FROM_COMPANY);
  await expect(ratingRow(engineer).getByRole('img', { name: '5 of 5 stars' })).toBeVisible();

  await engineer.getByRole('navigation').getByRole('link', { name: 'My Work' }).click();
  await engineer.getByRole('table', { name: 'My work orders' }).getByRole('link', { name: TITLE }).click();
  await expect(engineer.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const card = engineer.getByRole('region', { name: 'Rating', exact: true });
  await expect(card.getByRole('figure', { name: 'Your rating' })).toContainText(FROM_ENGINEER);
  await expect(card.getByRole('figure', { name: `${COMPANY}’s rating of you` })).toContainText(FROM_COMPANY);
});
