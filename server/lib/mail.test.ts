import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { captureLogs } from '../test/capture-logs';
import { selectMailer } from './mail';

const message = { to: 'erin@example.test', subject: 'Your code', text: 'Your verification code is 123456.' };

let scratch: string | undefined;

afterEach(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
  scratch = undefined;
});

describe('mail without SMTP', () => {
  it('lands as an .eml file (production too, where nothing else would show it) with the whole message; the log names only the file', async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'mail-'));
    const mailDir = path.join(scratch, 'not-yet-made');
    const send = selectMailer({ SMTP_URL: undefined, MAIL_DIR: mailDir, MAIL_FROM: 'Portal <no-reply@localhost>' });
    const logs = captureLogs();
    await send(message).finally(logs.restore);

    const files = await readdir(mailDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(mailDir, files[0]), 'utf8');
    expect(eml).toContain('To: erin@example.test');
    expect(eml).toContain('Subject: Your code');
    expect(eml).toContain('From: Portal <no-reply@localhost>');
    expect(eml).toContain('Your verification code is 123456.');

    const output = logs.text();
    expect(output).toContain(path.join(mailDir, files[0]));
    expect(output).not.toContain('123456');
    expect(output).not.toContain('erin@example.test');
    expect(output).not.toContain('Your code');
  });

  it('gives every mail a file of its own', async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'mail-'));
    const mailDir = scratch;
    const send = selectMailer({ SMTP_URL: undefined, MAIL_DIR: mailDir, MAIL_FROM: 'Portal <no-reply@localhost>' });
    await Promise.all([send(message), send(message), send({ ...message, to: 'other@example.test' })]);
    expect(await readdir(mailDir)).toHaveLength(3);
  });
});
