import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { E2E_BASE_URL } from './support/environment';
import { assign, LIVE_PASSWORD, prepareApplication, type LiveParties } from './support/liveApi';

// A new engineer has applied for a new company's order and keeps the portal open. The company
// assigns her (through the API, as its own browser would): her badge counts the notification
// within seconds, without a reload, over the live event stream. She opens it on the
// notifications page and lands on the order; then she clears her notifications.

let parties: LiveParties;

test.beforeAll(async ({ request }) => {
  parties = await prepareApplication(request, E2E_BASE_URL, 'notify');
});

/** The bell in the side navigation, named by its unread count. */
const bell = (page: Page, unread?: number) =>
  page.getByRole('navigation').getByRole('link', { name: unread ? `Notifications, ${unread} unread` : 'Notifications', exact: true });

test('a notification arrives live, opens its order, and can be cleared', async ({ page, request }) => {
  const streamOpened = page.waitForResponse((response) => response.url().includes('/api/v1/events') && response.status() === 200);
  await signIn(page, 'engineer', parties.engineerEmail, LIVE_PASSWORD);
  await streamOpened;
  await expect(bell(page)).toBeVisible();

  await assign(request, parties);
  // Live, not polled: nothing on this page refetches the notifications on a timer.
  await expect(bell(page, 1)).toBeVisible({ timeout: 5_000 });

  await bell(page, 1).click();
  await expect(page).toHaveURL(/\/engineer\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const notice = page.getByRole('button', { name: /^Unread: You have been assigned a work order/ });
  await expect(notice).toContainText(parties.title);
  await notice.click();

  await expect(page).toHaveURL(new RegExp(`/engineer/my-work/details-page/${parties.orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: parties.title })).toBeVisible();
  await expect(bell(page)).toBeVisible();

  await bell(page).click();
  await expect(page.getByRole('button', { name: /^You have been assigned a work order/ })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Clear all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear all notifications?' });
  await dialog.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'All notifications cleared.' })).toBeVisible();
  await expect(page.getByText('No notifications')).toBeVisible();
});
