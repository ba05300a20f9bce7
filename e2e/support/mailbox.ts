import { expect, type APIRequestContext } from '@playwright/test';
import { API_V1_BASE, AUTH_ENDPOINTS } from '@/constants';
import { readMailDir, type Mail } from '@/scripts/lib/mail-dir';
import { E2E_MAIL_DIR } from './environment';

/** Every mail to `email`, oldest first (the file names sort by time). */
function mailsTo(email: string): Mail[] {
  return readMailDir(E2E_MAIL_DIR).filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
}

/** How many mails to `email` whose subject contains `subject` have been written so far. */
export function countMails(email: string, subject = ''): number {
  return mailsTo(email).filter((mail) => mail.subject.includes(subject)).length;
}

/** The text of the newest mail to `email` whose subject contains `subject`, once it has been written. */
export async function readLatestMail(email: string, subject = ''): Promise<string> {
  let found = '';
  await expect
    .poll(() => {
      found = mailsTo(email).filter((mail) => mail.subject.includes(subject)).at(-1)?.text ?? '';
      return found;
    })
    .not.toBe('');
  return found;
}

/** The code in the newest sign-up mail to `email`. */
export async function readVerificationCode(email: string): Promise<string> {
  const code = (await readLatestMail(email, 'Verify your email')).match(/verification code is (\d{6})/)?.[1];
  expect(code, `a verification code mailed to ${email}`).toBeTruthy();
  return code!;
}

type SignUpPath = typeof AUTH_ENDPOINTS.ENGINEER_SIGNUP | typeof AUTH_ENDPOINTS.REGISTER_COMPANY;

/** Signs up through the API (on the instance at `base`) and verifies the email with the mailed code, as a new user does. */
export async function signUpVerified(request: APIRequestContext, path: SignUpPath, data: Record<string, unknown> & { email: string }, base = '') {
  const api = `${base}${API_V1_BASE}`;
  expect((await request.post(`${api}${path}`, { data })).status()).toBe(202);
  const code = await readVerificationCode(data.email);
  expect((await request.post(`${api}${AUTH_ENDPOINTS.VERIFY_EMAIL}`, { data: { email: data.email, code } })).status()).toBe(200);
}
