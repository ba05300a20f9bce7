import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_V1_BASE, AUTH_ENDPOINTS, COMPANY_ASSIGNMENT_ENDPOINTS as COMPANY, ENGINEER_ASSIGNMENT_ENDPOINTS as ENGINEER, ENGINEER_ROUTES } from '@/constants';
import { buildDraft } from '../scripts/bench/drive-order';
import { call, login, type Caller } from './support/apiCaller';
import { DEMO, DEMO_PASSWORD, openPortal, signIn } from './support/auth';
import { E2E_BASE_URL } from './support/environment';
import { LIVE_PASSWORD, prepareApplication } from './support/liveApi';

// The engineer's day: an order the demo company assigns to the demo engineer (through the API)
// shows on her My Schedule this week, and the calendar feed the page offers (its link shown and
// copied) carries the order as iCalendar. And a saved search with "Alert me": a company posting a
// matching order (in its own browser context) lights the engineer's bell without a reload.

/** The order's zone, and the browser's: the schedule's days run on the viewer's clock. */
const ZONE = 'America/Chicago';
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const QUARTER_HOUR_MS = 15 * 60_000;

/** An instant as the clock in ZONE shows it: the date, the time and the weekday (0 is Sunday, as the schedule's weeks start). */
function wallClock(instant: Date) {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', weekday: 'short' });
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}`, weekday: WEEKDAYS.indexOf(parts.weekday) };
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** iCalendar lines are folded at 75 octets (a line break and a space or tab); the text as one. */
const unfold = (text: string) => text.replace(/\r?\n[ \t]/g, '');

const signOutApi = (request: APIRequestContext, caller: Caller) => call(request, caller, 'POST', AUTH_ENDPOINTS.LOGOUT);

test('an order assigned to the engineer this week is on My Schedule, and her calendar feed carries it', async ({ browser, request }) => {
  const title = `Week visit ${Date.now().toString(36)}`;
  // An hour or so from now (the start must be ahead): this week, unless this is the week's last hour.
  const now = wallClock(new Date());
  const start = wallClock(new Date(Math.ceil((Date.now() + 60 * 60_000) / QUARTER_HOUR_MS) * QUARTER_HOUR_MS));
  const isNextWeek = dayNumber(start.date) - dayNumber(now.date) > 6 - now.weekday;

  const company = await login(request, { email: DEMO.company.email, password: DEMO_PASSWORD, role: 'company' });
  const engineer = await login(request, { email: DEMO.engineer.email, password: DEMO_PASSWORD, role: 'field_engineer' });
  const draft = await buildDraft(`${E2E_BASE_URL}${API_V1_BASE}`);
  const posted = {
    ...draft,
    basic_info: { ...draft.basic_info, title, description: 'Check the site’s network after the upgrade.' },
    scheduling: { schedule_type: 'exact', start_date: start.date, start_time: start.time, timezone: ZONE },
  };
  const order = (await call(request, company, 'POST', COMPANY.ASSIGNMENTS, { form: { data: JSON.stringify(posted) } })) as { id: number };
  await call(request, engineer, 'POST', ENGINEER.APPLY, { json: { assignment_id: order.id } });
  await call(request, company, 'PATCH', COMPANY.ASSIGN, { json: { assignment_id: order.id, engineer_id: engineer.userId } });
  await signOutApi(request, company);
  await signOutApi(request, engineer);

  const page = await openPortal(browser, 'engineer', DEMO.engineer.email, { timezoneId: ZONE, permissions: ['clipboard-read', 'clipboard-write'] });
  await page.getByRole('navigation').getByRole('link', { name: 'My Schedule' }).click();
  await expect(page).toHaveURL(/\/engineer\/schedule$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Schedule' })).toBeVisible();
  if (isNextWeek) await page.getByRole('button', { name: 'Next week' }).click();

  const week = page.getByRole('table', { name: 'Week schedule' });
  const orderLink = page.getByRole('link', { name: title, exact: true });
  await expect(week.locator(orderLink)).toBeVisible();
  await expect(week.locator(orderLink)).toHaveAttribute('href', ENGINEER_ROUTES.myWorkDetails(order.id));
  // Its hour on its day, with its status chip.
  await expect(week.getByRole('cell').filter({ has: orderLink })).toContainText('Assigned');

  // The feed: its link shown and copied.
  const feed = page.getByRole('region', { name: 'Calendar feed' });
  const link = feed.getByRole('textbox', { name: 'Calendar link' });
  await expect(link).toHaveValue(/^https?:\/\/[^/]+\/api\/v1\/calendar\/[^/]+\.ics$/);
  const url = await link.inputValue();
  await feed.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Calendar link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // What a calendar app fetches: no sign-in, the order as an event.
  const calendar = await request.get(url);
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()['content-type']).toMatch(/^text\/calendar/);
  const text = unfold(await calendar.text());
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain(`SUMMARY:${title}`);
  expect(text).toContain(`Work order #${order.id}`);
  expect(text).toContain('Status: Assigned');

  await page.context().close();
});

/** The bell in the side navigation, named by its unread count. */
const bell = (page: Page, unread?: number) =>
  page.getByRole('navigation').getByRole('link', { name: unread ? `Notifications, ${unread} unread` : 'Notifications', exact: true });

test('an engineer saves a search with an alert; a matching order a company posts shows on her bell without a reload', async ({ browser, request }) => {
  // A word no other order carries (letters only: one word to the search document).
  const word = `zq${Array.from(Date.now().toString(36), (char) => String.fromCharCode(97 + (parseInt(char, 36) % 26))).join('')}`;
  const parties = await prepareApplication(request, E2E_BASE_URL, 'alert');

  const engineerContext = await browser.newContext();
  const page = await engineerContext.newPage();
  const streamOpened = page.waitForResponse((response) => response.url().includes('/api/v1/events') && response.status() === 200);
  await signIn(page, 'engineer', parties.engineerEmail, LIVE_PASSWORD);
  await streamOpened;
  await expect(bell(page)).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Find Work' }).click();
  await expect(page).toHaveURL(/\/engineer\/find-work/);
  await page.getByRole('searchbox', { name: 'Keywords' }).fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save search' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`Alert ${word}`);
  await expect(dialog.getByRole('checkbox', { name: 'Alert me when new work matches' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Search saved.')).toBeVisible();

  // The company, in a browser context of its own, posts an order with the word in its title.
  const companyContext = await browser.newContext();
  const draft = await buildDraft(`${E2E_BASE_URL}${API_V1_BASE}`);
  const title = `Fiber ${word} splice`;
  const posted = { ...draft, basic_info: { ...draft.basic_info, title } };
  const order = (await call(companyContext.request, parties.company, 'POST', COMPANY.ASSIGNMENTS, { form: { data: JSON.stringify(posted) } })) as { id: number };

  // Matched by the alert job as soon as the posting commits (the queueing wakes it), then pushed over the live stream.
  await expect(bell(page, 1)).toBeVisible();
  await bell(page, 1).click();
  await expect(page).toHaveURL(/\/engineer\/notifications$/);
  const notice = page.getByRole('button', { name: /^Unread: New work matches your saved search/ });
  await expect(notice).toContainText(`"${title}" was just posted and matches "Alert ${word}".`);
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`${ENGINEER_ROUTES.findWorkDetails(order.id)}$`));

  await companyContext.close();
  await engineerContext.close();
});
