import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogMailer } from './mail';

afterEach(() => {
  vi.restoreAllMocks();
});

const message = { to: 'erin@example.test', subject: 'Your code', text: 'Your verification code is 123456.' };

/** Everything the mailer wrote to the console, as one string. */
async function consoleOutputOf(send: () => Promise<void>): Promise<string> {
  const lines: unknown[] = [];
  for (const level of ['info', 'warn', 'log', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(...args));
  }
  await send();
  return lines.join('\n');
}

describe('mail without SMTP', () => {
  it('goes to the log whole outside production, so a local user can finish the flow', async () => {
    const output = await consoleOutputOf(() => createLogMailer(false)(message));
    expect(output).toContain('123456');
  });

  it('never puts the body (codes, reset links) in the log in production', async () => {
    const output = await consoleOutputOf(() => createLogMailer(true)(message));
    expect(output).toContain('not sent');
    expect(output).toContain('erin@example.test');
    expect(output).not.toContain('123456');
  });
});
