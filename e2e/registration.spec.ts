import { expect, test } from '@playwright/test';
import { signIn, uniqueEmail } from './support/auth';

const PASSWORD = 'Sturdy-pass-42';

test('a new engineer registers and signs in', async ({ page }) => {
  const email = uniqueEmail('new.engineer');
  await page.goto('/registration/engineer');
  await page.getByLabel('First name').fill('Nina');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login\/engineer/);
  await signIn(page, 'engineer', email, PASSWORD);
  await expect(page.getByRole('navigation').getByText('Hello, Nina')).toBeVisible();
});

test('a new company registers and signs in', async ({ page }) => {
  const email = uniqueEmail('new.company');
  await page.goto('/registration/company');
  await page.getByLabel('Company name').fill('Northwind Repairs');
  await page.getByLabel('First name').fill('Omar');
  await page.getByLabel('Last name').fill('Haddad');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login\/company/);
  await signIn(page, 'company', email, PASSWORD);
  await expect(page.getByRole('navigation').getByText('Hello, Omar')).toBeVisible();
});

test('registration shows field errors, keeps input, and Enter does not submit', async ({ page }) => {
  await page.goto('/registration/engineer');
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Email').press('Enter');
  await expect(page).toHaveURL(/\/registration\/engineer$/);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Pat');
});

test('registering an email that exists is refused with a message', async ({ page }) => {
  await page.goto('/registration/engineer');
  await page.getByLabel('First name').fill('Erin');
  await page.getByLabel('Last name').fill('Again');
  await page.getByLabel('Email').fill('engineer@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('An account with this email already exists.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/registration\/engineer$/);
});
