import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, signIn, uniqueEmail } from './support/auth';
import { postOrder } from './support/workOrderForm';

// A company posts, finds, edits, cancels and deletes work orders; it adds a customer who posts
// an order of their own; blocking the customer signs them out on their next request.

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const titles = {
  main: `Router swap ${run}`,
  edited: `Router swap and cabling ${run}`,
  cancelled: `Printer repair ${run}`,
  deleted: `Projector mount ${run}`,
  customer: `Badge reader install ${run}`,
};
const customer = { first: 'Casey', last: `Nguyen${run}`, email: uniqueEmail('casey'), password: 'Customer123' };

async function confirmIn(page: Page, dialogTitle: string, button: string) {
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test('a company posts a work order with a document and two deliverables, finds it under Unassigned and edits it', async ({ page }) => {
  await signIn(page, 'company', DEMO.company.email);
  await postOrder(page, '/company', titles.main, { deliverables: ['Photos of the rack', 'Signed sign-off'], document: 'site-plan.pdf' });
  const deliverables = page.getByRole('list', { name: 'Deliverables' });
  await expect(deliverables.getByText('Photos of the rack')).toBeVisible();
  await expect(deliverables.getByText('Signed sign-off')).toBeVisible();
  await expect(page.getByText('05/04/2030 9:30 AM')).toBeVisible();
  const documents = page.getByRole('list', { name: 'Documents' });
  await expect(documents.getByText('site-plan.pdf')).toBeVisible();
  const download = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'Download site-plan.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('site-plan.pdf');

  await page.getByRole('navigation').getByRole('link', { name: 'Work Orders' }).click();
  await page.getByRole('tab', { name: 'Unassigned' }).click();
  await expect(page.getByRole('tab', { name: 'Unassigned' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Search', { exact: true }).fill(titles.main);
  await expect(page).toHaveURL(/search=/);
  const row = page.getByRole('row').filter({ hasText: titles.main });
  await expect(row.getByText('Unassigned')).toBeVisible();
  await row.click();

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/company\/assignments\/edit-assignments\/\d+$/);
  await expect(page.getByLabel(/^Title/)).toHaveValue(titles.main);
  await expect(page.getByRole('list', { name: 'Documents' }).getByText('site-plan.pdf')).toBeVisible();
  await page.getByLabel(/^Title/).fill(titles.edited);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Work order saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: titles.edited })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Documents' }).getByText('site-plan.pdf')).toBeVisible();
});

test('a company cancels one order and deletes another', async ({ page }) => {
  await signIn(page, 'company', DEMO.company.email);
  await postOrder(page, '/company', titles.cancelled);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await confirmIn(page, 'Cancel this work order?', 'Cancel order');
  await expect(page.getByText('Work order cancelled.')).toBeVisible();
  // The status chip under the title (the timeline further down, once refreshed, says Cancelled too).
  await expect(page.getByRole('main').getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);

  await postOrder(page, '/company', titles.deleted);
  await page.getByRole('button', { name: 'Delete' }).click();
  await confirmIn(page, 'Delete this work order?', 'Delete');
  await expect(page.getByText('Work order deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/company\/assignments$/);
  await page.getByLabel('Search', { exact: true }).fill(run);
  await expect(page.getByRole('row').filter({ hasText: titles.cancelled })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: titles.deleted })).toHaveCount(0);
});

async function customerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'customer', customer.email, customer.password);
  return page;
}

test('a company adds a customer, who posts an order the company sees; blocking signs the customer out', async ({ page, browser }) => {
  await signIn(page, 'company', DEMO.company.email);
  await page.goto('/company/add-users');
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^First name/).fill(customer.first);
  await dialog.getByLabel(/^Last name/).fill(customer.last);
  await dialog.getByLabel(/^Email/).fill(customer.email);
  await dialog.getByLabel(/^Phone/).fill('+1 512 555 0199');
  await dialog.getByLabel(/^Password/).fill(customer.password);
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Search', { exact: true }).fill(customer.email);
  const row = page.getByRole('row', { name: `${customer.first} ${customer.last}` });
  await expect(row.getByText('Active')).toBeVisible();

  const customerTab = await customerPage(browser);
  await postOrder(customerTab, '/customer', titles.customer);

  await page.goto(`/company/assignments?search=${encodeURIComponent(titles.customer)}`);
  await expect(page.getByRole('row').filter({ hasText: titles.customer }).getByText(`by ${customer.first} ${customer.last}`)).toBeVisible();

  await page.goto('/company/add-users');
  await page.getByLabel('Search', { exact: true }).fill(customer.email);
  await page.getByRole('row', { name: `${customer.first} ${customer.last}` }).getByRole('button', { name: 'Block' }).click();
  await confirmIn(page, `Block ${customer.first} ${customer.last}?`, 'Block');
  await expect(page.getByRole('row', { name: `${customer.first} ${customer.last}` }).getByText('Blocked')).toBeVisible();

  // The customer's next request is refused (401): signed out, storage cleared, and told why on their sign-in page.
  await customerTab.getByRole('navigation').getByRole('link', { name: 'Work Orders' }).click();
  await expect(customerTab).toHaveURL(/\/login\/customer\?reason=blocked$/);
  await expect(customerTab.getByText('Your account has been blocked. Contact your company.')).toBeVisible();
  expect(await customerTab.evaluate(() => window.localStorage.getItem('persist:root'))).toBeNull();
  await customerTab.goto('/customer/dashboard');
  await expect(customerTab).toHaveURL(/\/login\/customer/);
  await customerTab.context().close();
});

test('the demo customer sees the same screens under /customer and manages the users they add', async ({ page }) => {
  await signIn(page, 'customer', DEMO.customer.email);
  await page.goto('/customer/add-users');
  await expect(page.getByText(/You manage the users you added/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add user' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/customer\/profile$/);
  await expect(page.getByText('Only your company can change these details.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save company details' })).toHaveCount(0);
});
