import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The mails a server without SMTP_URL writes into MAIL_DIR, one `.eml` file each, read back by
// the end-to-end tests and the scale benchmark.

export type Mail = { file: string; to: string; subject: string; text: string };

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

/** One single-part text mail as the server writes it. */
export function parseEml(source: string, file = ''): Mail {
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
  return { file, to: headers.get('to') ?? '', subject: headers.get('subject') ?? '', text: text.replace(/\r\n/g, '\n') };
}

/** Every mail in `directory`, oldest first (the file names sort by time). */
export function readMailDir(directory: string): Mail[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseEml(readFileSync(path.join(directory, name), 'utf8'), name));
}

/** The code of the newest sign-up mail to `email`, if one has been written. */
export function findVerificationCode(directory: string, email: string): string | undefined {
  const mail = readMailDir(directory)
    .filter((candidate) => candidate.to.toLowerCase() === email.toLowerCase() && candidate.subject.includes('Verify your email'))
    .at(-1);
  return mail?.text.match(/verification code is (\d{6})/)?.[1];
}
