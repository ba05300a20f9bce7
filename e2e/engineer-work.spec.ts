import { expect, request as playwrightRequest, test } from '@playwright/test';
import { API_V1_BASE, ENGINEER_ASSIGNMENT_ENDPOINTS, ENGINEER_PROFILE_ENDPOINTS, AUTH_ENDPOINTS } from '@/constants';
import { DEMO, DEMO_PASSWORD, signIn } from './support/auth';
import { E2E_BASE_URL } from './support/environment';
import { choose } from './support/workOrderForm';

// The demo engineer (Erin Diaz, Austin, 50 mi) fills parts of her profile, finds work within her
// travel distance, applies for one order and counter-offers on another; the company sees her
// among the talent of both, one with the counter offer. Finally she withdraws both applications.

test.describe.configure({ mode: 'serial' });

// Seeded by the demo data: within 50 mi of Austin, and ~180 mi away.
const ROUND_ROCK = 'Network rack cabling – Round Rock';
const AUSTIN = 'POS terminal install – Austin Downtown';
const DALLAS = 'Fiber splice repair – Dallas';
const LANGUAGE = 'German';
const COUNTER_REASON = 'Two terminals need a second technician for the day.';

/**
 * Puts the demo engineer back where this test starts (a rerun against the shared development
 * database): no open application on the two orders, and no German on the profile.
 */
async function resetEngineer() {
  const api = await playwrightRequest.newContext({ baseURL: `${E2E_BASE_URL}${API_V1_BASE}/` });
  const path = (endpoint: string) => endpoint.replace(/^\//, '');
  const login = await api.post(path(AUTH_ENDPOINTS.LOGIN), { data: { email: DEMO.engineer.email, password: DEMO_PASSWORD } });
  const token = (await login.json()).data.token as string;
  const headers = { Authorization: `Bearer ${token}` };
  const applied = await api.get(path(ENGINEER_ASSIGNMENT_ENDPOINTS.APPLIED), { headers, params: { status: 0, per_page: 100 } });
  for (const order of (await applied.json()).data.data as { id: number; title: string }[]) {
    if (order.title === ROUND_ROCK || order.title === AUSTIN) {
      await api.patch(path(ENGINEER_ASSIGNMENT_ENDPOINTS.LEAVE), { headers, data: { assignment_id: order.id } });
    }
  }
  const languages = await api.get(path(ENGINEER_PROFILE_ENDPOINTS.USER_LANGUAGES), { headers });
  for (const row of (await languages.json()).data as { id: number; language: string }[]) {
    if (row.language === LANGUAGE) await api.delete(path(ENGINEER_PROFILE_ENDPOINTS.DELETE_USER_LANGUAGES), { headers, data: { id: row.id } });
  }
  await api.post(path(AUTH_ENDPOINTS.LOGOUT), { headers });
  await api.dispose();
}

const ids: { roundRock?: string; austin?: string } = {};

test.beforeAll(resetEngineer);

test('the engineer fills in a language, working hours and rate and distance on My Profile', async ({ page }) => {
  await signIn(page, 'engineer', DEMO.engineer.email);
  await page.getByRole('navigation').getByRole('link', { name: 'My Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  const missing = page.getByRole('list', { name: 'Missing from your profile' });

  const languages = page.getByRole('region', { name: 'Languages' });
  await expect(languages.getByLabel('Loading')).toHaveCount(0);
  await languages.getByRole('combobox', { name: 'Language' }).fill(LANGUAGE);
  await page.getByRole('option', { name: LANGUAGE, exact: true }).click();
  await choose(page, /^Fluency/, 'Fluent');
  await languages.getByRole('button', { name: 'Add language' }).click();
  await expect(page.getByText('The language has been added to your profile.')).toBeVisible();
  await expect(languages.getByRole('list', { name: 'Your languages' }).getByText(LANGUAGE, { exact: true })).toBeVisible();
  await expect(missing.getByText('Languages')).toHaveCount(0);

  const monday = page.getByRole('group', { name: 'Monday' });
  await monday.getByRole('switch').setChecked(true);
  await monday.getByLabel('Monday start').fill('08:00');
  await monday.getByLabel('Monday end').fill('17:00');
  await page.getByRole('button', { name: 'Save working hours' }).click();
  await expect(page.getByText('Your working hours have been saved.')).toBeVisible();
  await expect(missing.getByText('Working hours')).toHaveCount(0);

  const rate = page.getByRole('region', { name: 'Hourly rate and travel distance' });
  await rate.getByRole('spinbutton', { name: /^Hourly rate/ }).fill('45');
  await rate.getByRole('spinbutton', { name: /^Travel distance/ }).fill('50');
  await rate.getByRole('button', { name: 'Save rate and distance' }).click();
  await expect(page.getByText('Your hourly rate and travel distance have been saved.')).toBeVisible();

  // Saved for real: a fresh load shows the same values.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Languages' }).getByText(LANGUAGE, { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Monday' }).getByLabel('Monday start')).toHaveValue('08:00');
  await expect(page.getByRole('spinbutton', { name: /^Travel distance/ })).toHaveValue('50');
});

test('the engineer finds work within 50 miles, applies for one order and counter-offers on another', async ({ page }) => {
  await signIn(page, 'engineer', DEMO.engineer.email);
  await page.getByRole('navigation').getByRole('link', { name: 'Find Work', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find Work' })).toBeVisible();
  await expect(page.getByRole('article', { name: DALLAS })).toBeVisible();

  await page.getByRole('switch', { name: 'Within my travel distance (50 mi)' }).check();
  const roundRock = page.getByRole('article', { name: ROUND_ROCK });
  await expect(roundRock).toBeVisible();
  await expect(roundRock.getByText(/^\d+\.\d mi away$/)).toBeVisible();
  await expect(page.getByRole('article', { name: DALLAS })).toHaveCount(0);

  await roundRock.getByRole('link').click();
  await expect(page).toHaveURL(/\/engineer\/find-work\/eng-details-page\/\d+$/);
  ids.roundRock = page.url().split('/').pop();
  await expect(page.getByRole('heading', { level: 1, name: ROUND_ROCK })).toBeVisible();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for this work order?' });
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('Your application has been sent.')).toBeVisible();
  await expect(page.getByText('Applied', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to Find Work' }).click();
  // Back where she was: the filter she chose is kept.
  await expect(page).toHaveURL(/\/engineer\/find-work\?within_distance=true$/);
  // Once the list is shown, the order applied for is no longer in it.
  const austin = page.getByRole('article', { name: AUSTIN });
  await expect(austin).toBeVisible();
  await expect(page.getByRole('article', { name: ROUND_ROCK })).toHaveCount(0);
  await austin.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: AUSTIN })).toBeVisible();
  ids.austin = page.url().split('/').pop();
  await page.getByRole('link', { name: 'Counter offer' }).click();
  await expect(page).toHaveURL(/\/engineer\/find-work\/eng-details-page\/counter-rescheduling\/\d+$/);
  await choose(page, 'Payment type', 'Fixed');
  await page.getByRole('spinbutton', { name: /^Fixed amount/ }).fill('520');
  await page.getByRole('textbox', { name: /Why do you propose/ }).fill(COUNTER_REASON);
  await page.getByRole('button', { name: 'Send counter offer' }).click();
  await expect(page.getByText('Your counter offer has been sent.')).toBeVisible();
  await expect(page).toHaveURL(/\/engineer\/my-work$/);

  await page.getByRole('tab', { name: 'Applied' }).click();
  const table = page.getByRole('table', { name: 'My work orders' });
  await expect(table.getByRole('row').filter({ hasText: ROUND_ROCK }).getByText('Applied')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: AUSTIN }).getByText(/counter offer sent/)).toBeVisible();
});

test('the company sees the engineer among the talent of both orders, one with the counter offer', async ({ page }) => {
  expect(ids.roundRock && ids.austin).toBeTruthy();
  await signIn(page, 'company', DEMO.company.email);

  await page.goto(`/company/assignments/details-page/${ids.roundRock}`);
  await expect(page.getByRole('heading', { level: 1, name: ROUND_ROCK })).toBeVisible();
  const plain = page.getByRole('list', { name: 'Applicants' }).getByRole('listitem', { name: DEMO.engineer.name });
  await expect(plain).toBeVisible();
  await expect(plain.getByText('Counter offer')).toHaveCount(0);

  await page.goto(`/company/assignments/details-page/${ids.austin}`);
  await expect(page.getByRole('heading', { level: 1, name: AUSTIN })).toBeVisible();
  const countered = page.getByRole('list', { name: 'Applicants' }).getByRole('listitem', { name: DEMO.engineer.name });
  await expect(countered).toBeVisible();
  const note = countered.getByRole('note', { name: 'Counter offer' });
  await expect(note.getByText('Pay: $520.00 fixed')).toBeVisible();
  await expect(note.getByText(`Reason: ${COUNTER_REASON}`)).toBeVisible();
});

test('the engineer withdraws both applications from My Work', async ({ page }) => {
  await signIn(page, 'engineer', DEMO.engineer.email);
  const nav = page.getByRole('navigation');
  await nav.getByRole('link', { name: 'My Work' }).click();
  for (const title of [ROUND_ROCK, AUSTIN]) {
    // Withdrawing leads back to My Work, on the tab the engineer came from (the second time round).
    await expect(page).toHaveURL(/\/engineer\/my-work(\?status=\d+)?$/);
    await page.getByRole('tab', { name: 'Applied' }).click();
    await page.getByRole('table', { name: 'My work orders' }).getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Withdraw application' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw your application?' });
    await dialog.getByRole('button', { name: 'Withdraw application' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Your application has been withdrawn.' });
    await expect(toast).toBeVisible();
    await expect(dialog).toBeHidden();
    // Close it as a user may, so the next withdrawal's toast is the only one saying so.
    await toast.getByRole('button', { name: 'close' }).click();
    await expect(page.getByText('Your application has been withdrawn.')).toHaveCount(0);
  }
  await nav.getByRole('link', { name: 'Find Work', exact: true }).click();
  await expect(page.getByRole('article', { name: ROUND_ROCK })).toBeVisible();
});
