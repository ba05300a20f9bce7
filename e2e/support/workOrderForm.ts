import { expect, type Page } from '@playwright/test';

/** The smallest file the API recognises as a PDF by its content. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** Opens a select (or MUI select field) by its label and picks one option. */
export async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types into an autocomplete once it is enabled (it waits for its list) and picks one option. */
export async function pick(page: Page, label: string, typed: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await expect(box).toBeEnabled();
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

type OrderOptions = { deliverables?: string[]; document?: string };

/** Fills the Add New Work Order form with an on-site, fixed-price ($250) order in Austin and posts it. */
export async function postOrder(page: Page, base: '/company' | '/customer', title: string, { deliverables = [], document }: OrderOptions = {}) {
  await page.getByRole('navigation').getByRole('link', { name: 'Add New Work Order' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/add-assignments$`));
  await page.getByLabel(/^Title/).fill(title);
  await choose(page, /^Category/, 'Networking');
  await page.getByLabel(/^Description/).fill('Replace the branch router and test the uplink.');
  await expect(page.getByRole('radio', { name: 'On site' })).toBeChecked();
  await page.getByLabel(/^Street address/).fill('500 Congress Ave');
  await pick(page, 'Country', 'United St', 'United States');
  await pick(page, 'State', 'Texas', 'Texas');
  await pick(page, 'City', 'Austin', 'Austin');
  await page.getByLabel(/^Start date/).fill('2030-05-04');
  await page.getByLabel(/^Start time/).fill('09:30');
  await pick(page, 'Time zone', 'America/Chic', 'America/Chicago');
  await expect(page.getByRole('radio', { name: 'Fixed' })).toBeChecked();
  await page.getByLabel(/^Fixed amount/).fill('250');
  await choose(page, /^Payment terms/, '30 days');
  for (const [index, name] of deliverables.entries()) {
    await page.getByRole('button', { name: 'Add deliverable' }).click();
    const row = page.getByRole('group', { name: `Deliverable ${index + 1}` });
    await row.getByLabel(/^Deliverable name/).fill(name);
    await row.getByRole('combobox', { name: /^Document type/ }).click();
    await page.getByRole('option', { name: 'Signed Work Order', exact: true }).click();
  }
  if (document) await page.getByLabel('Choose documents').setInputFiles({ name: document, mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Post work order' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/assignments/details-page/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The toast shows for 5 s from the answer; the toast of an order posted just before may still show above it.
  await expect(page.getByRole('alert').filter({ hasText: 'Work order posted.' }).last()).toBeVisible();
}
