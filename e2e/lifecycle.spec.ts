import { expect, test, type Page } from '@playwright/test';
import { DEMO, openPortal } from './support/auth';
import { PDF, choose, postOrder } from './support/workOrderForm';

// One work order from posted to Paid, entirely through the screens of the demo company and the
// demo engineer (Erin Diaz, Austin, 50 mi), each in a browser of their own: she applies from
// Find Work and is assigned from the talent list; both confirm; she checks in and out (the
// browser shares her position), adds two expenses (one approved, one rejected with a reason),
// hands in the required deliverable; the company sends it back for correction once, then
// approves it and records the payment (pay + the approved expense only). They write to each
// other, and in the end both timelines show every step.
//
// The other side's changes reach an open page by polling (messages every 5 s, details every
// 15 s); where a step waits for the other side's move, the user opens the order again through
// the navigation, as they would.

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const TITLE = `Core switch upgrade ${run}`;
const DELIVERABLE = 'Signed sign-off';
const ENGINEER = DEMO.engineer;
const COMPANY = { name: 'Acme Field Services', user: DEMO.company.name };
const EXPENSES = {
  approved: { amount: '15', category: 'Parking', description: `Garage at the site ${run}`, money: '$15.00' },
  rejected: { amount: '40', category: 'Meals', description: `Team lunch ${run}`, money: '$40.00' },
};
const REJECTION = 'Meals are part of the fixed price.';
const CORRECTION = 'The sign-off sheet has no signature of the site manager.';
const MESSAGES = { toEngineer: `The gate code is 4412 (${run}).`, toCompany: `Thanks, I am on site (${run}).` };
/** Downtown Austin, a short way from the site's city: what the engineer's browser reports. */
const ON_SITE = { latitude: 30.2711, longitude: -97.7437 };

let company: Page;
let engineer: Page;

test.beforeAll(async ({ browser }) => {
  company = await openPortal(browser, 'company', DEMO.company.email);
  engineer = await openPortal(browser, 'engineer', ENGINEER.email, { geolocation: ON_SITE, permissions: ['geolocation'] });
});

test.afterAll(async () => {
  await company?.context().close();
  await engineer?.context().close();
});

/** The toast the step ends with (react-toastify shows each for 5 s). */
async function expectToast(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
}

/**
 * Closes the toasts with `text` still showing from an earlier step (a toast shows for 5 s, and its
 * timer pauses while its page is in the background), so that the step's own toast is the one found.
 */
async function closeToasts(page: Page, text: string) {
  const stale = page.getByRole('alert').filter({ hasText: text });
  for (const close of await stale.getByRole('button', { name: 'close' }).all()) await close.click();
  await expect(stale).toHaveCount(0);
}

/** Clicks a step's button, confirms it in its dialog (same label) and waits for its toast. */
async function takeStep(page: Page, label: string, dialogTitle: string, toast: string) {
  await closeToasts(page, toast);
  const button = page.getByRole('main').getByRole('button', { name: label, exact: true });
  await expect(button).toBeVisible();
  await button.click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expectToast(page, toast);
  await expect(dialog).toBeHidden();
}

/** The company opens the order again from its Work Orders list. */
async function openCompanyOrder() {
  await company.getByRole('navigation').getByRole('link', { name: 'Work Orders' }).click();
  await expect(company).toHaveURL(/\/company\/assignments$/);
  await company.getByLabel('Search', { exact: true }).fill(TITLE);
  // The search applied: the list's rows are re-read (skeleton rows meanwhile), so a click before it can land on a placeholder.
  await expect(company).toHaveURL(/search=/);
  await company.getByRole('row').filter({ hasText: TITLE }).click();
  await expect(company.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
}

/** The engineer opens the order again from My Work. */
async function openMyWorkOrder() {
  await engineer.getByRole('navigation').getByRole('link', { name: 'My Work' }).click();
  await engineer.getByRole('table', { name: 'My work orders' }).getByRole('link', { name: TITLE }).click();
  await expect(engineer.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
}

/** The status chip under the order's title, as that side reads it. */
const statusOf = (page: Page, label: string) =>
  page.getByRole('heading', { level: 1, name: TITLE }).locator('xpath=following-sibling::*[1]').getByText(label, { exact: true });

async function addExpense(expense: (typeof EXPENSES)[keyof typeof EXPENSES], receipt?: string) {
  await engineer.getByRole('button', { name: 'Add expense' }).click();
  const dialog = engineer.getByRole('dialog', { name: 'Add an expense' });
  await dialog.getByRole('spinbutton', { name: 'Amount' }).fill(expense.amount);
  await choose(engineer, 'Category', expense.category);
  await dialog.getByRole('textbox', { name: 'Description' }).fill(expense.description);
  if (receipt) {
    const chooser = engineer.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Attach a receipt' }).click();
    await (await chooser).setFiles({ name: receipt, mimeType: 'application/pdf', buffer: PDF });
    await expect(dialog.getByRole('button', { name: receipt })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Add expense' }).click();
  await expect(dialog).toBeHidden();
  const row = engineer.getByRole('table', { name: 'Expenses' }).getByRole('row').filter({ hasText: expense.description });
  await expect(row).toContainText(`${expense.money}${expense.category}`);
  await expect(row).toContainText('Pending');
}

/** The engineer uploads the deliverable's file (through the file chooser) and confirms it. */
async function uploadDeliverable(fileName: string, button: 'Upload file' | 'Replace file') {
  const row = engineer.getByRole('list', { name: 'Deliverables to hand in' }).getByRole('listitem', { name: DELIVERABLE });
  const chooser = engineer.waitForEvent('filechooser');
  await row.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
  await engineer.getByRole('dialog').getByRole('button', { name: 'Upload' }).click();
  await expectToast(engineer, `${fileName} uploaded for “${DELIVERABLE}”.`);
  await expect(row.getByRole('button', { name: `Download ${fileName}` })).toBeVisible();
}

test('the company posts an order in Austin; the engineer finds it within her distance and applies; the company assigns her', async () => {
  await postOrder(company, '/company', TITLE, { deliverables: [DELIVERABLE] });
  await expect(statusOf(company, 'Unassigned')).toBeVisible();

  await engineer.getByRole('navigation').getByRole('link', { name: 'Find Work', exact: true }).click();
  await expect(engineer.getByRole('heading', { level: 1, name: 'Find Work' })).toBeVisible();
  await engineer.getByRole('switch', { name: 'Within my travel distance (50 mi)' }).check();
  await choose(engineer, 'Sort by', 'Newest first');
  const card = engineer.getByRole('article', { name: TITLE });
  await expect(card.getByText(/^\d+\.\d mi away$/)).toBeVisible();
  await card.getByRole('link').click();
  await expect(engineer.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await engineer.getByRole('button', { name: 'Apply', exact: true }).click();
  await engineer.getByRole('dialog', { name: 'Apply for this work order?' }).getByRole('button', { name: 'Apply', exact: true }).click();
  await expectToast(engineer, 'Your application has been sent.');
  await engineer.getByRole('link', { name: 'View in My Work' }).click();
  await expect(engineer).toHaveURL(/\/engineer\/my-work\/details-page\/\d+$/);
  await expect(statusOf(engineer, 'Applied')).toBeVisible();

  await openCompanyOrder();
  const applicant = company.getByRole('list', { name: 'Applicants' }).getByRole('listitem', { name: ENGINEER.name });
  await expect(applicant).toBeVisible();
  await applicant.getByRole('button', { name: 'Assign' }).click();
  await company.getByRole('dialog', { name: `Assign ${ENGINEER.name}?` }).getByRole('button', { name: 'Assign' }).click();
  await expect(applicant.getByText('Assigned', { exact: true })).toBeVisible();
  await expect(statusOf(company, 'Assigned')).toBeVisible();
});

test('both confirm the schedule; she checks in near the site, adds two expenses, and they write to each other', async () => {
  await openMyWorkOrder();
  await takeStep(engineer, 'Confirm schedule', 'Confirm the schedule?', 'Schedule confirmed.');
  await expect(statusOf(engineer, 'Pending Confirmation')).toBeVisible();

  await openCompanyOrder();
  await takeStep(company, 'Confirm assignment', 'Confirm the assignment?', 'Assignment confirmed.');
  await expect(statusOf(company, 'Schedule Confirmed')).toBeVisible();

  await openMyWorkOrder();
  await takeStep(engineer, 'Check in', 'Check in now?', 'Checked in. Your position was recorded.');
  await expect(statusOf(engineer, 'Checked In')).toBeVisible();
  await addExpense(EXPENSES.approved, 'parking-receipt.pdf');
  await addExpense(EXPENSES.rejected);

  // A message each way: the open thread on the other side shows it without a reload.
  await openCompanyOrder();
  await company.getByRole('textbox', { name: 'Message' }).fill(MESSAGES.toEngineer);
  await company.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(company.getByRole('log', { name: `Messages with ${ENGINEER.name}` }).getByRole('listitem', { name: `${COMPANY.user}: ${MESSAGES.toEngineer}` })).toBeVisible();
  const engineerThread = engineer.getByRole('log', { name: `Messages with ${COMPANY.name}` });
  await expect(engineerThread.getByRole('listitem', { name: `${COMPANY.user}: ${MESSAGES.toEngineer}` })).toBeVisible();
  await engineer.getByRole('textbox', { name: 'Message' }).fill(MESSAGES.toCompany);
  await engineer.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(engineerThread.getByRole('listitem', { name: `${ENGINEER.name}: ${MESSAGES.toCompany}` })).toBeVisible();
  await expect(company.getByRole('log', { name: `Messages with ${ENGINEER.name}` }).getByRole('listitem', { name: `${ENGINEER.name}: ${MESSAGES.toCompany}` })).toBeVisible();
});

test('the company confirms the check-in and decides the expenses; she checks out; the company confirms the check-out', async () => {
  await expect(statusOf(company, 'Checked In')).toBeVisible();
  const progress = company.getByRole('region', { name: 'Work progress' });
  await expect(progress.getByText(/^\d+(\.\d)? mi from the site$/).first()).toBeVisible();
  await takeStep(company, 'Confirm check-in', 'Confirm the check-in?', 'Check-in confirmed.');
  await expect(progress.getByText(/^Confirmed \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M( [A-Z]{2,5})?$/)).toBeVisible();

  const expenses = company.getByRole('table', { name: 'Expenses' });
  await expenses.getByRole('row').filter({ hasText: EXPENSES.approved.description }).getByRole('button', { name: 'Approve' }).click();
  await company.getByRole('dialog', { name: 'Approve this expense?' }).getByRole('button', { name: 'Approve expense' }).click();
  await expect(expenses.getByRole('row').filter({ hasText: EXPENSES.approved.description })).toContainText('Approved');
  await expenses.getByRole('row').filter({ hasText: EXPENSES.rejected.description }).getByRole('button', { name: 'Reject' }).click();
  const rejection = company.getByRole('dialog', { name: 'Reject this expense?' });
  await rejection.getByRole('textbox', { name: 'Reason' }).fill(REJECTION);
  await rejection.getByRole('button', { name: 'Reject expense' }).click();
  await expect(rejection).toBeHidden();
  await expect(expenses.getByRole('row').filter({ hasText: EXPENSES.rejected.description })).toContainText(`Rejected${REJECTION}`);

  await takeStep(engineer, 'Check out', 'Check out now?', 'Checked out. Your position was recorded.');
  await expect(statusOf(engineer, 'Pending Deliverables')).toBeVisible();

  await openCompanyOrder();
  await takeStep(company, 'Confirm check-out', 'Confirm the check-out?', 'Check-out confirmed.');
  await expect(statusOf(company, 'Pending Deliverables')).toBeVisible();
});

test('she hands in the deliverable and completes; the company sends it back with a note, which she reads', async () => {
  await uploadDeliverable('sign-off.pdf', 'Upload file');
  await takeStep(engineer, 'Hand in deliverables', 'Hand in the deliverables?', 'Deliverables handed in.');
  await expect(statusOf(engineer, 'Pending Completion')).toBeVisible();
  await takeStep(engineer, 'Complete work order', 'Complete this work order?', 'Work order completed.');
  await expect(statusOf(engineer, 'Pending Approval')).toBeVisible();
  await expect(engineer.getByText(/^Approves automatically on \d\d\/\d\d\/\d{4}$/)).toBeVisible();

  await openCompanyOrder();
  await expect(company.getByText(/^Approves automatically on \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await company.getByRole('button', { name: 'Send for correction' }).click();
  const dialog = company.getByRole('dialog', { name: 'Send for correction?' });
  await dialog.getByRole('textbox', { name: 'What needs correcting' }).fill(CORRECTION);
  await dialog.getByRole('button', { name: 'Send for correction' }).click();
  await expectToast(company, 'Sent for correction.');
  await expect(dialog).toBeHidden();
  await expect(statusOf(company, 'Pending Deliverables')).toBeVisible();

  await openMyWorkOrder();
  await expect(engineer.getByRole('alert').filter({ hasText: `${COMPANY.name} sent the work back for correction` })).toContainText(CORRECTION);
  await expect(statusOf(engineer, 'Pending Deliverables')).toBeVisible();
});

test('she hands it in again and completes; the company approves and records pay plus the approved expense; both timelines show every step', async () => {
  await uploadDeliverable('sign-off-signed.pdf', 'Replace file');
  await takeStep(engineer, 'Hand in deliverables', 'Hand in the deliverables?', 'Deliverables handed in.');
  await takeStep(engineer, 'Complete work order', 'Complete this work order?', 'Work order completed.');
  await expect(statusOf(engineer, 'Pending Approval')).toBeVisible();

  await openCompanyOrder();
  await takeStep(company, 'Approve', 'Approve the work?', 'Work order approved.');
  await expect(statusOf(company, 'Pending Payment')).toBeVisible();
  await company.getByRole('button', { name: 'Record payment' }).click();
  const payment = company.getByRole('dialog', { name: 'Record the payment?' });
  const breakdown = payment.getByRole('table', { name: 'Payment breakdown' });
  // $250.00 fixed + the $15.00 parking; the rejected $40.00 is not paid.
  await expect(breakdown.getByRole('row', { name: 'Pay for the work $250.00' })).toBeVisible();
  await expect(breakdown.getByRole('row', { name: 'Approved expenses (1) $15.00' })).toBeVisible();
  await expect(breakdown.getByRole('row', { name: 'Total $265.00' })).toBeVisible();
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expectToast(company, 'Payment recorded.');
  await expect(payment).toBeHidden();
  await expect(statusOf(company, 'Paid')).toBeVisible();
  await expect(company.getByRole('table', { name: 'Payment recorded' }).getByRole('row', { name: 'Total paid $265.00' })).toBeVisible();

  const byCompany = COMPANY.user;
  const byEngineer = ENGINEER.name;
  const worked: [string, string][] = [
    ['Assigned', byCompany],
    ['Pending confirmation', byEngineer],
    ['Confirmed schedule', byCompany],
    ['Checked in', byEngineer],
    ['Check-in confirmed', byCompany],
    ['Checked out', byEngineer],
    ['Check-out confirmed', byCompany],
    ['Deliverables handed in', byEngineer],
    ['Assignment complete', byEngineer],
    ['Sent for correction', byCompany],
    ['Deliverables handed in', byEngineer],
    ['Assignment complete', byEngineer],
    ['Approved', byCompany],
    ['Paid', byCompany],
  ];
  const entries = (steps: [string, string][]) => steps.map(([label, actor]) => new RegExp(`^${label}${actor} · \\d\\d/\\d\\d/\\d{4} \\d{1,2}:\\d\\d [AP]M`));
  const companyTimeline = company.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  await expect(companyTimeline).toHaveText(entries([['Unassigned', byCompany], ['Unassigned', byEngineer], ...worked]));
  await expect(companyTimeline.first()).toContainText('Work order posted');
  await expect(companyTimeline.filter({ hasText: 'Sent for correction' })).toContainText(CORRECTION);

  await openMyWorkOrder();
  await expect(statusOf(engineer, 'Paid')).toBeVisible();
  await expect(engineer.getByText('$265.00 on ')).toContainText('($250.00 pay + $15.00 approved expenses)');
  const expenses = engineer.getByRole('table', { name: 'Expenses' });
  await expect(expenses.getByRole('row').filter({ hasText: EXPENSES.approved.description })).toContainText('Approved');
  await expect(expenses.getByRole('row').filter({ hasText: EXPENSES.rejected.description })).toContainText(`Rejected${REJECTION}`);
  // Her own application, then the order from her assignment on.
  await expect(engineer.getByRole('list', { name: 'Timeline' }).getByRole('listitem')).toHaveText(entries([['Unassigned', byEngineer], ...worked]));
});
