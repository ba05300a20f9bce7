import { describe, expect, it } from 'vitest';
import { captureLogs } from '../test/capture-logs';
import { createLogMailer } from './mail';

const message = { to: 'erin@example.test', subject: 'Your code', text: 'Your verification code is 123456.' };

/** Everything the mailer wrote to the log, as one string. */
async function logOutputOf(send: () => Promise<void>): Promise<string> {
  const logs = captureLogs();
  await send().finally(logs.restore);
  return logs.text();
}

describe('mail without SMTP', () => {
  it('goes to the log whole outside production, so a local user can finish the flow', async () => {
    const output = await logOutputOf(() => createLogMailer(false)(message));
    expect(output).toContain('123456');
  });

  it('never puts the body (codes, reset links) in the log in production', async () => {
    const output = await logOutputOf(() => createLogMailer(true)(message));
    expect(output).toContain('not sent');
    expect(output).toContain('erin@example.test');
    expect(output).not.toContain('123456');
  });
});
