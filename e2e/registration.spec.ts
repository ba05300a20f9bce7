import { expect, test, type Page } from '@playwright/test';
import { EMAIL_NOT_VERIFIED_MESSAGE } from '@/constants';
import { DEMO, signIn, uniqueEmail } from './support/auth';
import { countMails, readLatestMail, readVerificationCode } from './support/mailbox';

const PASSWORD = 'Sturdy-pass-42';

async function fillPerson(page: Page, first: string, last: string, email: string) {
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

test('a new engineer registers, verifies the email with the mailed code and signs in', async ({ page }) => {
  const email = uniqueEmail('new.engineer');
  await page.goto('/registration/engineer');
  await fillPerson(page, 'Nina', 'Okafor', email);
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeFocused();
  await page.getByLabel('Verification code').fill(await readVerificationCode(email));
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page).toHaveURL(/\/login\/engineer$/);
  await signIn(page, 'engineer', email, PASSWORD);
  await expect(page.getByRole('navigation').getByText('Hello, Nina')).toBeVisible();
});

test('a new company registers, follows the link in the mail and signs in', async ({ page }) => {
  const email = uniqueEmail('new.company');
  await page.goto('/registration/company');
  await page.getByLabel('Company name').fill('Northwind Repairs');
  await fillPerson(page, 'Omar', 'Haddad', email);
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
  const link = (await readLatestMail(email, 'Verify your email')).match(/(http\S+\/registration\/company\?\S+)/)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByLabel('Verification code')).toHaveValue(await readVerificationCode(email));
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page).toHaveURL(/\/login\/company$/);
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

test('registering an email that has an account answers as for a new one, and the owner is told by mail', async ({ page }) => {
  await page.goto('/registration/engineer');
  await fillPerson(page, 'Erin', 'Again', DEMO.engineer.email);
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
  expect(await readLatestMail(DEMO.engineer.email, 'Someone tried to sign up with your email')).toContain('You already have an account');
  await signIn(page, 'engineer', DEMO.engineer.email);
});

test('an account that is not verified is told to verify at sign-in, and gets a new code from there', async ({ page }) => {
  const email = uniqueEmail('unverified');
  await page.goto('/registration/engineer');
  await fillPerson(page, 'Uma', 'Later', email);
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
  await readVerificationCode(email);

  await page.goto('/login/engineer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The form's alert (a toast says it too) carries the way to verify.
  const alert = page.getByRole('alert').filter({ hasText: EMAIL_NOT_VERIFIED_MESSAGE }).filter({ has: page.getByRole('link') });
  await expect(alert).toBeVisible();
  await alert.getByRole('link', { name: 'Enter the code or get a new one' }).click();
  await expect(page).toHaveURL(/\/registration\/engineer\?email=/);

  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect.poll(() => countMails(email, 'Verify your email')).toBe(2);
  await page.getByLabel('Verification code').fill(await readVerificationCode(email));
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page).toHaveURL(/\/login\/engineer$/);
  await signIn(page, 'engineer', email, PASSWORD);
});
