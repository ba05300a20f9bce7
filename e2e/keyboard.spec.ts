import { expect, test, type Page } from '@playwright/test';
import { LOGIN_PATHS } from '@/constants';
import { DEMO, DEMO_PASSWORD } from './support/auth';
import { chooseFromFocusedSelect, expectFocusNotObscured, expectFocusVisible, pickInFocusedAutocomplete, tabTo } from './support/keyboard';

// Keyboard alone (Tab, Shift+Tab, Enter, Space, arrows, Escape): a company posts a work order,
// the demo engineer finds it and applies, and the company opens it from the list and assigns her.
// Focus stays visible, is never hidden behind the sticky form bar, and lands somewhere sensible
// after each dialog.

test.describe.configure({ mode: 'serial' });

const title = `Keyboard-only router swap ${Date.now().toString(36)}`;

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
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
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
