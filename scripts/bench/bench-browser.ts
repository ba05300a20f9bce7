import type { Page } from '@playwright/test';

// What the page benchmarks share: Debian's Chromium as the tests launch it, and the demo accounts.

export type Account = 'engineer' | 'company' | 'customer';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const ACCOUNTS: Record<Account, string> = { engineer: 'engineer@demo.test', company: 'company@demo.test', customer: 'customer@demo.test' };
const DEMO_PASSWORD = 'Password123!';

/** Signs a demo account in on `page` (its context keeps the session cookie). */
export async function signInAs(page: Page, account: Account): Promise<void> {
  await page.goto(`/login/${account}`);
  await page.getByLabel('Email').fill(ACCOUNTS[account]);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`**/${account}/dashboard`);
}
