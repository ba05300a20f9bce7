import nodemailer from 'nodemailer';
import { env } from '../env';

export type MailMessage = { to: string; subject: string; text: string };

/** Sends one message. Injected into the app so tests can read what was sent. */
export type Mailer = (message: MailMessage) => Promise<void>;

/** No SMTP configured: the whole message goes to the server log, so a local user can go on. */
export const logMailer: Mailer = async ({ to, subject, text }) => {
  console.info(`[mail] to=${to} subject=${JSON.stringify(subject)} body=${JSON.stringify(text)}`);
};

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return async ({ to, subject, text }) => {
    await transport.sendMail({ from, to, subject, text });
  };
}

let defaultMailer: Mailer | undefined;

/** SMTP when SMTP_URL is set, otherwise the log. */
export function getDefaultMailer(): Mailer {
  defaultMailer ??= env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : logMailer;
  return defaultMailer;
}
