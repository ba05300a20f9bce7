import { expect, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { E2E_MAIL_OUTBOX } from './environment';

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

/** Logs out and waits for the login page the logout navigates to, so no later step races it. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login\/(engineer|company|customer)$/);
}

type OutboxMail = { to: string; subject: string; text: string };

/** The text of the newest mail to `email` in the server's mail outbox (no SMTP in tests). */
export async function readLatestMail(email: string): Promise<string> {
  let found = '';
  await expect
    .poll(() => {
      const lines = existsSync(E2E_MAIL_OUTBOX) ? readFileSync(E2E_MAIL_OUTBOX, 'utf8').split('\n').filter(Boolean) : [];
      const mails = lines.map((line) => JSON.parse(line) as OutboxMail).filter((mail) => mail.to === email);
      found = mails.at(-1)?.text ?? '';
      return found;
    })
    .not.toBe('');
  return found;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
}
