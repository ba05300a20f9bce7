import nodemailer from 'nodemailer';
import { appendFile } from 'node:fs/promises';
import { env } from '../env';
import { logger } from './logger';

export type MailMessage = { to: string; subject: string; text: string };

/** Sends one message. Injected into the app so tests can read what was sent. */
export type Mailer = (message: MailMessage) => Promise<void>;

/**
 * No SMTP configured. Outside production the whole message goes to the server log, so a local
 * user can finish a sign-up or reset with the code in it. In production a log is no place for
 * one-time codes and reset links: only the fact that a mail was not sent is written.
 */
export function createLogMailer(isProduction: boolean): Mailer {
  return async ({ to, subject, text }) => {
    if (isProduction) {
      logger.warn({ to, subject }, 'mail not sent (SMTP_URL is not set)');
      return;
    }
    logger.info({ to, subject, body: text }, 'mail not sent (SMTP_URL is not set); here it is');
  };
}

/** MAIL_OUTBOX_FILE: each message appended as one JSON line, for test rigs that read what was mailed. */
export function createOutboxMailer(file: string): Mailer {
  return async ({ to, subject, text }) => {
    await appendFile(file, `${JSON.stringify({ to, subject, text, at: new Date().toISOString() })}\n`, { mode: 0o600 });
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return async ({ to, subject, text }) => {
    await transport.sendMail({ from, to, subject, text });
  };
}

let defaultMailer: Mailer | undefined;

/** SMTP when SMTP_URL is set, else the outbox file when MAIL_OUTBOX_FILE is, else the log (see createLogMailer). */
export function getDefaultMailer(): Mailer {
  defaultMailer ??= env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : env.MAIL_OUTBOX_FILE
      ? createOutboxMailer(env.MAIL_OUTBOX_FILE)
      : createLogMailer(env.NODE_ENV === 'production');
  return defaultMailer;
}
