import { expect, test, type Locator, type Page } from '@playwright/test';
import { COMPANY_ROUTES, ENGINEER_ROUTES, EXPENSE_ENDPOINTS, LOGIN_PATHS } from '@/constants';
import { call, login } from './support/apiCaller';
import { DEMO, DEMO_PASSWORD, openPortal } from './support/auth';
import {
  chooseFromFocusedSelect,
  confirmInDialog,
  expectFocusKept,
  expectFocusNotObscured,
  expectFocusVisible,
  pickInFocusedAutocomplete,
  tabTo,
} from './support/keyboard';

// Keyboard alone (Tab, Shift+Tab, Enter, Space, arrows, Escape): a company posts a work order,
// the demo engineer finds it and applies, and the company opens it from the list and assigns her;
// then both take it to Paid, rate each other, write, and the company changes its logo.
// Focus stays visible, is never hidden behind the sticky form bar, and lands somewhere sensible
// after each dialog and each action whose button then leaves the page: never on the page body.

test.describe.configure({ mode: 'serial' });

const title = `Keyboard-only router swap ${Date.now().toString(36)}`;
/** The order the first test posts. */
let orderId = 0;

/** Signs in from the role's login page; Enter in the password field must not submit, Enter on the button does. */
async function signInByKeyboard(page: Page, role: 'company' | 'field_engineer', email: string) {
  await page.goto(LOGIN_PATHS[role]);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  const password = page.getByLabel('Password', { exact: true });
  await tabTo(page, password);
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  const toggle = page.getByRole('button', { name: 'Show password' });
  await tabTo(page, toggle);
  await expectFocusVisible(page);
  await page.keyboard.press('Space');
  await expect(password).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Space');
  await expect(password).toHaveAttribute('type', 'password');
  await expect(page).toHaveURL(new RegExp(`${LOGIN_PATHS[role]}$`)); // the Enter in the field sent nothing
  await tabTo(page, page.getByRole('button', { name: 'Sign in' }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Tabs forward to a form control, checking at every stop that the sticky bar does not cover the focus. */
const tabInForm = (page: Page, target: Parameters<typeof tabTo>[1]) => tabTo(page, target, { onEachStop: () => expectFocusNotObscured(page) });

test('a company posts a work order with the keyboard alone', async ({ page }) => {
  await signInByKeyboard(page, 'company', DEMO.company.email);

  // The skip link is the first stop on a signed-in page, shows when focused, and leads into <main>.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // Back into the side navigation with Shift+Tab.
  await tabTo(page, page.getByRole('navigation').getByRole('link', { name: 'Add New Work Order' }), { backward: true });
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/company\/add-assignments$/);

  await tabInForm(page, page.getByLabel(/^Title/));
  await page.keyboard.type(title);
  await tabInForm(page, page.getByRole('combobox', { name: /^Category/ }));
  await chooseFromFocusedSelect(page, 'Networking');
  await tabInForm(page, page.getByLabel(/^Description/));
  await page.keyboard.type('Replace the branch router and test the uplink.');
  await tabInForm(page, page.getByLabel(/^Street address/));
  await page.keyboard.type('500 Congress Ave');
  const country = page.getByRole('combobox', { name: 'Country' });
  await tabInForm(page, country);
  await pickInFocusedAutocomplete(page, country, 'United St', 'United States');
  const state = page.getByRole('combobox', { name: 'State' });
  await tabInForm(page, state);
  await pickInFocusedAutocomplete(page, state, 'Texas', 'Texas');
  const city = page.getByRole('combobox', { name: 'City' });
  await tabInForm(page, city);
  await pickInFocusedAutocomplete(page, city, 'Austin', 'Austin');
  await tabInForm(page, page.getByLabel(/^Start date/));
  await page.keyboard.type('05042030');
  await expect(page.getByLabel(/^Start date/)).toHaveValue('2030-05-04');
  await tabInForm(page, page.getByLabel(/^Start time/));
  await page.keyboard.type('0930A');
  await expect(page.getByLabel(/^Start time/)).toHaveValue('09:30');
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await tabInForm(page, zone);
  await pickInFocusedAutocomplete(page, zone, 'America/Chic', 'America/Chicago');
  await tabInForm(page, page.getByLabel(/^Fixed amount/));
  await page.keyboard.type('250');
  await tabInForm(page, page.getByRole('combobox', { name: /^Payment terms/ }));
  await chooseFromFocusedSelect(page, '30 days');

  // Enter on the focused submit button posts the order (only Enter in a field is held back).
  await tabInForm(page, page.getByRole('button', { name: 'Post work order' }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Work order posted.')).toBeVisible();
  await expect(page).toHaveURL(/\/company\/assignments\/details-page\/\d+$/);
  // The form is gone: focus is on the new page's title.
  await expectFocusKept(page, page.getByRole('heading', { level: 1, name: title }));
  orderId = Number(page.url().split('/').at(-1));
});

test('the engineer finds the order and applies with the keyboard alone', async ({ page }) => {
  await signInByKeyboard(page, 'field_engineer', DEMO.engineer.email);
  await tabTo(page, page.getByRole('navigation').getByRole('link', { name: 'Find Work' }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/engineer\/find-work$/);

  await tabTo(page, page.getByRole('combobox', { name: 'Sort by' }));
  await chooseFromFocusedSelect(page, 'Newest first');
  const card = page.getByRole('article', { name: title }).getByRole('link');
  await tabTo(page, card);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Escape closes the dialog and gives focus back to the button that opened it.
  const apply = page.getByRole('button', { name: 'Apply' });
  await tabTo(page, apply);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Apply for this work order?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(apply).toBeFocused();

  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Apply' }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your application has been sent.')).toBeVisible();
  // Apply is gone; focus moves to what took its place, not to the page body.
  await expect(page.getByRole('link', { name: 'View in My Work' })).toBeFocused();
  await expectFocusVisible(page);
});

test('the company opens the order from the list and assigns the engineer with the keyboard alone', async ({ page }) => {
  await signInByKeyboard(page, 'company', DEMO.company.email);
  await tabTo(page, page.getByRole('navigation').getByRole('link', { name: 'Work Orders' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/company\/assignments$/);

  // Status tabs move with the arrows; Enter selects.
  await tabTo(page, page.getByRole('tab', { name: 'All' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Unassigned' })).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Unassigned' })).toHaveAttribute('aria-selected', 'true');

  await tabTo(page, page.getByLabel('Search', { exact: true }));
  await page.keyboard.type(title);
  await expect(page).toHaveURL(/search=/);

  // The active sort header and the row both show where the focus is; Enter on the row opens the order.
  await tabTo(page, page.getByRole('button', { name: /^Posted/ }));
  await expectFocusVisible(page);
  const row = page.getByRole('row').filter({ hasText: title });
  await tabTo(page, row);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const applicant = page.getByRole('listitem', { name: DEMO.engineer.name });
  await tabTo(page, applicant.getByRole('button', { name: 'Assign' }));
  await expectFocusVisible(page);
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: `Assign ${DEMO.engineer.name}?` });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Assign' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(applicant.getByText('Assigned', { exact: true })).toBeVisible();
  await expect(applicant.getByRole('button', { name: /View profile/ })).toBeFocused();
});

test.describe('from assigned to paid', () => {
  let company: Page;
  let engineer: Page;

  test.beforeAll(async ({ browser }) => {
    company = await openPortal(browser, 'company', DEMO.company.email);
    // The engineer's browser shares her position at check-in and check-out.
    engineer = await openPortal(browser, 'engineer', DEMO.engineer.email, { geolocation: { latitude: 30.2711, longitude: -97.7437 }, permissions: ['geolocation'] });
  });

  test.afterAll(async () => {
    await company?.context().close();
    await engineer?.context().close();
  });

  /** Opens the order afresh (the other side just moved it), as the user would. */
  async function openOrder(page: Page) {
    await page.goto(page === company ? COMPANY_ROUTES.workOrderDetails(orderId) : ENGINEER_ROUTES.myWorkDetails(orderId));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  const button = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true });
  const heading = (page: Page, name: string, level = 2) => page.getByRole('heading', { level, name, exact: true });
  const pageTitle = (page: Page) => heading(page, title, 1);

  /** Takes a step of the work: its button, its confirmation; the button leaves the page and focus goes to `next`. */
  async function takeStep(page: Page, label: string, next: (page: Page) => Locator, confirm = label) {
    await openOrder(page);
    await tabTo(page, button(page, label));
    await confirmInDialog(page, confirm);
    await expect(button(page, label)).toHaveCount(0);
    await expectFocusKept(page, next(page));
  }

  /** Rates the other side 5 stars with a comment; the Rate button leaves the card and focus goes to its heading. */
  async function rate(page: Page, other: string) {
    await openOrder(page);
    await tabTo(page, button(page, `Rate ${other}`));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Rate ${other}` });
    await tabTo(page, dialog.getByRole('radio').and(page.locator(':checked')));
    const five = dialog.getByRole('radio', { name: '5 Stars' });
    for (let step = 0; step < 6 && !(await five.isChecked()); step += 1) await page.keyboard.press('ArrowRight');
    await expect(five).toBeChecked();
    await tabTo(page, dialog.getByLabel(/^Comment/));
    await page.keyboard.type('Clear and on time.');
    await tabTo(page, dialog.getByRole('button', { name: 'Submit rating' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(button(page, `Rate ${other}`)).toHaveCount(0);
    await expectFocusKept(page, heading(page, 'Rating'));
  }

  test('both sides confirm, she checks in and the company confirms it', async () => {
    await takeStep(engineer, 'Confirm schedule', (page) => button(page, 'Leave work order'));
    await takeStep(company, 'Confirm assignment', (page) => page.getByRole('main').getByRole('link', { name: 'Edit', exact: true }));
    await takeStep(engineer, 'Check in', (page) => button(page, 'Check out'));
    // No lifecycle action follows: focus stays in the header, on the order's next control.
    await takeStep(company, 'Confirm check-in', (page) => page.getByRole('main').getByRole('link', { name: 'Duplicate', exact: true }));
  });

  test('the company approves her expense; she checks out, hands in and completes; the company confirms the check-out', async ({ request }) => {
    // Added through the API (a request without the browser's session cookie, as her phone app would).
    const her = await login(request, { email: DEMO.engineer.email, password: DEMO_PASSWORD, role: 'field_engineer' });
    const form = { assignment_id: String(orderId), amount: '12', category: 'parking', description: 'Garage at the branch' };
    await call(request, her, 'POST', EXPENSE_ENDPOINTS.EXPENSES, { form });
    // The expense loses its Approve and Reject buttons: focus goes to the Expenses card's table (a scrolling region).
    await takeStep(company, 'Approve', (page) => page.getByRole('region', { name: 'Expenses table' }), 'Approve expense');

    await takeStep(engineer, 'Check out', (page) => button(page, 'Hand in deliverables'));
    await takeStep(company, 'Confirm check-out', (page) => page.getByRole('main').getByRole('link', { name: 'Duplicate', exact: true }));
    await takeStep(engineer, 'Hand in deliverables', (page) => button(page, 'Complete work order'));
    await takeStep(engineer, 'Complete work order', pageTitle);
  });

  test('the company approves and records the payment; both rate each other', async () => {
    await takeStep(company, 'Approve', (page) => button(page, 'Record payment'));
    await takeStep(company, 'Record payment', (page) => page.getByRole('main').getByRole('link', { name: 'Duplicate', exact: true }));
    await rate(company, DEMO.engineer.name);
    await rate(engineer, 'Acme Field Services');
  });

  test('a sent message takes focus; a new logo leaves focus on its button', async () => {
    await openOrder(company);
    const message = `See you at the next branch (${Date.now().toString(36)}).`;
    await tabTo(company, company.getByRole('textbox', { name: 'Message' }));
    await company.keyboard.type(message);
    await tabTo(company, button(company, 'Send'));
    await company.keyboard.press('Enter');
    await expectFocusKept(company, company.getByRole('listitem', { name: `${DEMO.company.name}: ${message}` }));

    await company.goto(COMPANY_ROUTES.profile);
    const upload = company.getByRole('button', { name: /^(Upload|Change) logo$/ });
    await tabTo(company, upload);
    const chooser = company.waitForEvent('filechooser');
    await company.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(company.getByRole('img', { name: /logo$/ })).toBeVisible();
    await expectFocusKept(company, company.getByRole('button', { name: 'Change logo' }));
  });
});

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
