import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn, signOut, uniqueEmail } from './support/auth';
import { readLatestMail, signUpVerified } from './support/mailbox';

const FIRST_PASSWORD = 'First-pass-11';

async function registerEngineer(request: APIRequestContext, email: string) {
  await signUpVerified(request, '/engineers/signup', { first_name: 'Rita', last_name: 'Reset', email, password: FIRST_PASSWORD });
}

test('forgot password with an emailed code, then sign in with the new password', async ({ page, request }) => {
  const email = uniqueEmail('otp');
  await registerEngineer(request, email);
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = (await readLatestMail(email, 'Your Service Portal verification code')).match(/code is (\d{6})/)?.[1];
  expect(code).toBeTruthy();
  await page.getByLabel('Code').fill(code!);
  await page.getByRole('button', { name: 'Verify code' }).click();
  await page.getByLabel('New password', { exact: true }).fill('Second-pass-22');
  await page.getByLabel('Confirm new password').fill('Second-pass-22');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset. You can sign in now.').first()).toBeVisible();
  // The flow ends on the sign-in page; wait for it so the next navigation does not race it.
  await expect(page).toHaveURL(/\/login\/engineer$/);
  await signIn(page, 'engineer', email, 'Second-pass-22');
});

test('a signed-in company changes its password', async ({ page, request }) => {
  const email = uniqueEmail('company.pw');
  await signUpVerified(request, '/register-company', { company_name: 'Pw Co', first_name: 'Paula', last_name: 'Wong', email, password: FIRST_PASSWORD });
  await signIn(page, 'company', email, FIRST_PASSWORD);
  await page.goto('/change-password');
  await page.getByLabel('Current password').fill('wrong-pass-99');
  await page.getByLabel('New password', { exact: true }).fill('Changed-pass-33');
  await page.getByLabel('Confirm new password').fill('Changed-pass-33');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Current password is incorrect').first()).toBeVisible();
  await page.getByLabel('Current password').fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.').first()).toBeVisible();
  await signOut(page);
  await signIn(page, 'company', email, 'Changed-pass-33');
});
