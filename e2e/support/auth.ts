import { expect, type Browser, type Page } from '@playwright/test';

export type PortalRole = 'engineer' | 'company' | 'customer';

export const DEMO_PASSWORD = 'Password123!';
export const DEMO = {
  company: { email: 'company@demo.test', name: 'Alice Carter' },
  customer: { email: 'customer@demo.test', name: 'Cody Brooks' },
  engineer: { email: 'engineer@demo.test', name: 'Erin Diaz' },
} as const;

export async function signIn(page: Page, role: PortalRole, email: string, password = DEMO_PASSWORD) {
  await page.goto(`/login/${role}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/${role}/dashboard$`));
}

/** A browser of its own (a new context, with `options` such as a position), signed in. */
export async function openPortal(browser: Browser, role: PortalRole, email: string, options: Parameters<Browser['newContext']>[0] = {}) {
  const page = await (await browser.newContext(options)).newPage();
  await signIn(page, role, email);
  return page;
}

/** Logs out and waits for the login page the logout navigates to, so no later step races it. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login\/(engineer|company|customer)$/);
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
}
