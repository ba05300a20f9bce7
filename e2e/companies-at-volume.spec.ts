import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Download, type Locator, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { AUTH_ENDPOINTS, COMPANY_ROUTES, ENGINEER_ROUTES, TALENT_POOL_ENDPOINTS, withPathId } from '@/constants';
import { WORK_ORDER_IMPORT_COLUMNS } from '@/contracts/workOrderImport';
import { call, login, type Caller } from './support/apiCaller';
import { DEMO, DEMO_PASSWORD, openPortal } from './support/auth';
import { choose, pick } from './support/workOrderForm';

// A company at volume: the demo company saves an order as a template, posts from it routed to
// its talent pool (the demo engineer its member), she sees it in Find Work marked for her pool
// and applies, and the company exports its list to CSV. Then an import with one bad row shows
// that row's error and creates nothing until the row is fixed.

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const poolName = `Preferred remote crew ${run}`;
const templateName = `Remote router check template ${run}`;
const orderTitle = `Remote router check ${run}`;
const importTitle = `Imported survey ${run}`;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** The order's start: a day only this spec's orders are likely to start on, so Find Work narrowed to it is short. */
const startDate = inDays(23);

/** The columns of the work-order export, as a buyer reconciles with them. */
const EXPORT_HEADER = [
  'ID', 'Title', 'Status', 'Site', 'City', 'State', 'ZIP', 'Zone',
  'Start', 'Start date', 'End', 'End date',
  'Pay type', 'Agreed pay', 'Hours', 'Expenses approved', 'Total paid', 'Paid at', 'Paid date',
  'Engineer', 'Engineer ID', 'Created by', 'Created at', 'Created date',
];

const BOM = [0xef, 0xbb, 0xbf];

let company: Page;
let engineer: Page;
let orderId = 0;

test.beforeAll(async ({ browser }) => {
  company = await openPortal(browser, 'company', DEMO.company.email);
  engineer = await openPortal(browser, 'engineer', DEMO.engineer.email);
});

test.afterAll(async () => {
  await company?.context().close();
  await engineer?.context().close();
});

const signOutApi = (request: APIRequestContext, caller: Caller) => call(request, caller, 'POST', AUTH_ENDPOINTS.LOGOUT);

/** The downloaded file's bytes. */
async function readDownload(download: Download): Promise<Buffer> {
  expect(await download.failure()).toBeNull();
  return readFileSync(await download.path());
}

/** A CSV file's rows (the UTF-8 byte order mark checked and left out). */
function parseCsv(bytes: Buffer): string[][] {
  expect([...bytes.subarray(0, 3)]).toEqual(BOM);
  const parsed = Papa.parse<string[]>(bytes.subarray(3).toString('utf8'), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

test('a company saves an order as a template and posts from it, routed to its talent pool', async ({ request }) => {
  // The pool and its member through the API: what is tested here is the template and the routing.
  const companyApi = await login(request, { email: DEMO.company.email, password: DEMO_PASSWORD, role: 'company' });
  const engineerApi = await login(request, { email: DEMO.engineer.email, password: DEMO_PASSWORD, role: 'field_engineer' });
  const pool = (await call(request, companyApi, 'POST', TALENT_POOL_ENDPOINTS.POOLS, { json: { name: poolName } })) as { id: number };
  await call(request, companyApi, 'POST', withPathId(TALENT_POOL_ENDPOINTS.MEMBERS, pool.id), { json: { engineer_id: engineerApi.userId } });
  await signOutApi(request, companyApi);
  await signOutApi(request, engineerApi);

  // Every section but the schedule, saved from the form as a template.
  await company.getByRole('navigation').getByRole('link', { name: 'Add New Work Order' }).click();
  await expect(company).toHaveURL(/\/company\/add-assignments$/);
  await company.getByLabel(/^Title/).fill(orderTitle);
  await choose(company, /^Category/, 'Networking');
  await company.getByLabel(/^Description/).fill('Check the branch router remotely and report its configuration.');
  await company.getByRole('radio', { name: 'Remote' }).check();
  await expect(company.getByLabel(/^Street address/)).toHaveCount(0);
  await expect(company.getByRole('radio', { name: 'Fixed' })).toBeChecked();
  await company.getByLabel(/^Fixed amount/).fill('275');
  await choose(company, /^Payment terms/, '30 days');
  await company.getByRole('button', { name: 'Save as template' }).click();
  const nameDialog = company.getByRole('dialog', { name: 'Save as template' });
  await nameDialog.getByLabel(/^Template name/).fill(templateName);
  await nameDialog.getByRole('button', { name: 'Save template' }).click();
  await expect(nameDialog).toBeHidden();
  await expect(company.getByRole('alert').filter({ hasText: 'Template saved.' })).toBeVisible();
  // Saving the template posted nothing.
  await expect(company).toHaveURL(/\/company\/add-assignments$/);

  // New order from the template: the form filled but for the schedule, routed to the pool.
  await company.getByRole('navigation').getByRole('link', { name: 'Templates' }).click();
  await expect(company.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
  const row = company.getByRole('row', { name: templateName });
  await expect(row.getByRole('cell', { name: orderTitle, exact: true })).toBeVisible();
  await row.getByRole('link', { name: `New order from ${templateName}` }).click();
  await expect(company).toHaveURL(/\/company\/add-assignments\?template=\d+$/);
  await expect(company.getByLabel(/^Title/)).toHaveValue(orderTitle);
  await expect(company.getByRole('radio', { name: 'Remote' })).toBeChecked();
  await expect(company.getByLabel(/^Fixed amount/)).toHaveValue('275');
  await company.getByLabel(/^Start date/).fill(startDate);
  await company.getByLabel(/^Start time/).fill('10:00');
  await pick(company, 'Time zone', 'America/Chic', 'America/Chicago');
  await company.getByRole('radio', { name: 'Send to a pool first' }).check();
  await choose(company, /^Talent pool/, `${poolName} (1)`);
  await company.getByRole('button', { name: 'Post work order' }).click();

  await expect(company).toHaveURL(/\/company\/assignments\/details-page\/\d+$/);
  orderId = Number(company.url().split('/').at(-1));
  await expect(company.getByRole('heading', { level: 1, name: orderTitle })).toBeVisible();
  await expect(company.getByText(`Routed to ${poolName} until`)).toBeVisible();
});

test('the pool’s engineer sees the order in Find Work marked for her pool and applies', async () => {
  expect(orderId).toBeGreaterThan(0);
  await engineer.goto(`${ENGINEER_ROUTES.findWork}?start_from=${startDate}&start_to=${startDate}`);
  await expect(engineer.getByRole('heading', { level: 1, name: 'Find Work' })).toBeVisible();
  const card = engineer.getByRole('article', { name: orderTitle });
  await expect(card.getByText('Your talent pool first')).toBeVisible();
  await card.getByRole('link').click();
  await expect(engineer).toHaveURL(new RegExp(`/engineer/find-work/eng-details-page/${orderId}$`));
  await expect(engineer.getByRole('heading', { level: 1, name: orderTitle })).toBeVisible();
  await expect(engineer.getByRole('main').getByText('Your talent pool first')).toBeVisible();

  await engineer.getByRole('button', { name: 'Apply', exact: true }).click();
  const dialog = engineer.getByRole('dialog', { name: 'Apply for this work order?' });
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(engineer.getByText('Your application has been sent.')).toBeVisible();
  await expect(engineer.getByRole('link', { name: 'View in My Work' })).toBeVisible();

  await company.reload();
  await expect(company.getByRole('heading', { level: 1, name: orderTitle })).toBeVisible();
  await expect(company.getByRole('list', { name: 'Applicants' }).getByRole('listitem', { name: DEMO.engineer.name })).toBeVisible();
});

test('the company exports its work orders: a CSV with a byte order mark, the columns, and the new order’s row', async () => {
  expect(orderId).toBeGreaterThan(0);
  await company.getByRole('navigation').getByRole('link', { name: 'Work Orders' }).click();
  await expect(company.getByRole('heading', { level: 1, name: 'Work Orders' })).toBeVisible();
  await company.getByLabel('Search', { exact: true }).fill(orderTitle);
  await expect(company).toHaveURL(/search=/);
  await expect(company.getByRole('row').filter({ hasText: orderTitle })).toBeVisible();

  const downloading = company.waitForEvent('download');
  await company.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^work-orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = parseCsv(await readDownload(download));
  expect(header).toEqual(EXPORT_HEADER);
  // The search selects this run's order alone.
  expect(rows).toHaveLength(1);
  const cell = (name: string) => rows[0][header.indexOf(name)];
  expect(cell('ID')).toBe(String(orderId));
  expect(cell('Title')).toBe(orderTitle);
  expect(cell('Status')).toBe('Unassigned');
  expect(cell('Zone')).toBe('America/Chicago');
  expect(cell('Start')).toMatch(new RegExp(`^${startDate}T10:00:00[-+]\\d{2}:\\d{2}$`));
  expect(cell('Start date')).toBe(`${startDate.slice(5, 7)}/${startDate.slice(8, 10)}/${startDate.slice(0, 4)}`);
  expect(cell('Pay type')).toBe('Fixed');
  expect(cell('Created by')).toBe(DEMO.company.name);
});

/** The CSV of `rows` (cells by column), every column of the template in its order. */
const toCsv = (columns: string[], rows: Record<string, string>[]) => Papa.unparse({ fields: columns, data: rows.map((row) => columns.map((column) => row[column] ?? '')) });

async function chooseFile(page: Page, dialog: Locator, name: string, csv: string) {
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: /^Choose (CSV|another) file$/ }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(dialog.getByText(`${name}: 2 work orders`)).toBeVisible();
}

test('an import with one bad row shows that row’s error and creates nothing until the row is fixed', async () => {
  await company.goto(`${COMPANY_ROUTES.workOrders}?search=${encodeURIComponent(importTitle)}`);
  await expect(company.getByRole('heading', { level: 1, name: 'Work Orders' })).toBeVisible();
  await expect(company.getByText('No work orders match')).toBeVisible();

  await company.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = company.getByRole('dialog', { name: 'Import work orders from CSV' });

  // The template: every column, and an example row the file's rows start from.
  const downloading = company.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download template CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('work-orders-template.csv');
  const [columns, example] = parseCsv(await readDownload(download));
  expect(columns).toEqual(WORK_ORDER_IMPORT_COLUMNS.map((column) => column.key));
  const exampleRow = Object.fromEntries(columns.map((column, index) => [column, example[index]]));
  // Remote orders, so they sort after the seeded ones near the demo engineer in Find Work.
  const remote = { location_type: 'Remote', address_line1: '', address_line2: '', country: '', state: '', city: '', zip: '', start_date: inDays(30) };
  const good = { ...exampleRow, ...remote, title: `${importTitle} A` };
  const bad = { ...exampleRow, ...remote, title: `${importTitle} B`, fixed_amount: 'lots' };

  // Check: the bad row's error (a spreadsheet's row 3: the header is row 1), nothing sent yet.
  await chooseFile(company, dialog, 'orders-with-a-bad-row.csv', toCsv(columns, [good, bad]));
  await dialog.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('1 of 2 rows are ready to import.');
  const errors = dialog.getByRole('table', { name: 'Row errors' });
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(errors.getByRole('row').nth(1).getByRole('cell')).toHaveText(['3', 'fixed_amount', 'Enter the fixed amount as a number']);

  // Import: refused as a whole.
  await dialog.getByRole('button', { name: 'Import 2', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('nothing was imported');
  await expect(errors.getByRole('row').nth(1).getByRole('cell')).toHaveText(['3', 'fixed_amount', 'Enter the fixed amount as a number']);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Nothing was created: the list, read again from the server, still has no such order.
  await company.reload();
  await expect(company.getByRole('heading', { level: 1, name: 'Work Orders' })).toBeVisible();
  await expect(company.getByText('No work orders match')).toBeVisible();

  // The row fixed: both are checked, imported, and listed.
  await company.getByRole('button', { name: 'Import CSV' }).click();
  await chooseFile(company, dialog, 'orders-fixed.csv', toCsv(columns, [good, { ...bad, fixed_amount: '450' }]));
  await dialog.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('2 of 2 rows are ready to import.');
  await dialog.getByRole('button', { name: 'Import 2', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(company.getByRole('alert').filter({ hasText: '2 work orders imported.' })).toBeVisible();
  await expect(company.getByRole('row').filter({ hasText: `${importTitle} A` })).toBeVisible();
  await expect(company.getByRole('row').filter({ hasText: `${importTitle} B` })).toBeVisible();
});
