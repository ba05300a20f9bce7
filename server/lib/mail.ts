import nodemailer from 'nodemailer';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env, type Env } from '../env';
import { logger } from './logger';

export type MailMessage = { to: string; subject: string; text: string };

/** Sends one message. Injected into the app so tests can read what was sent. */
export type Mailer = (message: MailMessage) => Promise<void>;

/**
 * No SMTP configured: each message is written whole as an RFC 822 `.eml` file (any mail
 * program opens it), so a local user can finish a sign-up or reset and read every mail. The
 * log names the file only: one-time codes and reset links stay out of it.
 */
export function createFileMailer(mailDir: string, from: string): Mailer {
  const compose = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return async ({ to, subject, text }) => {
    const { message } = await compose.sendMail({ from, to, subject, text });
    await mkdir(mailDir, { recursive: true, mode: 0o700 });
    // Sortable by time; the random part keeps mails of the same millisecond apart.
    const file = path.join(mailDir, `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, message as Buffer, { mode: 0o600, flag: 'wx' });
    logger.info({ file }, 'mail written to a file (SMTP_URL is not set)');
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return async ({ to, subject, text }) => {
    await transport.sendMail({ from, to, subject, text });
  };
}

type MailSettings = Pick<Env, 'SMTP_URL' | 'MAIL_DIR' | 'MAIL_FROM'>;

/** SMTP when SMTP_URL is set, else an `.eml` file per mail under MAIL_DIR (see createFileMailer). */
export function selectMailer({ SMTP_URL, MAIL_DIR, MAIL_FROM }: MailSettings): Mailer {
  return SMTP_URL ? createSmtpMailer(SMTP_URL, MAIL_FROM) : createFileMailer(MAIL_DIR, MAIL_FROM);
}

let defaultMailer: Mailer | undefined;

export function getDefaultMailer(): Mailer {
  defaultMailer ??= selectMailer(env);
  return defaultMailer;
}
