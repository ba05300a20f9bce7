import { expect, type APIRequestContext } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_V1_BASE, AUTH_ENDPOINTS } from '@/constants';
import { E2E_MAIL_DIR } from './environment';

type Mail = { to: string; subject: string; text: string };

/** One single-part text mail as the server writes it (an `.eml` file, see MAIL_DIR). */
function parseEml(source: string): Mail {
  const [head, ...rest] = source.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = rest.join('\n\n');
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { to: headers.get('to') ?? '', subject: headers.get('subject') ?? '', text: text.replace(/\r\n/g, '\n') };
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const joined = body.replace(/=\r?\n/g, '');
  for (let index = 0; index < joined.length; index += 1) {
    const escaped = joined[index] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(index + 1, index + 3));
    if (escaped) {
      bytes.push(parseInt(joined.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Every mail to `email`, oldest first (the file names sort by time). */
function mailsTo(email: string): Mail[] {
  if (!existsSync(E2E_MAIL_DIR)) return [];
  return readdirSync(E2E_MAIL_DIR)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseEml(readFileSync(path.join(E2E_MAIL_DIR, name), 'utf8')))
    .filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
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
