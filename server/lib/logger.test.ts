import { afterEach, describe, expect, it } from 'vitest';
import { captureLogs } from '../test/capture-logs';
import { logger } from './logger';

let capture: ReturnType<typeof captureLogs> | undefined;

afterEach(() => capture?.restore());

describe('the server log', () => {
  it('writes one JSON object per line with its level, time, message and fields', () => {
    capture = captureLogs();
    logger.info({ kind: 'embedded', durationMs: 12 }, 'database ready');
    expect(capture.lines).toHaveLength(1);
    expect(capture.lines[0]).toMatchObject({ level: 30, msg: 'database ready', kind: 'embedded', durationMs: 12, pid: process.pid });
    expect(new Date(String(capture.lines[0].time)).toISOString()).toBe(capture.lines[0].time);
  });

  it('never writes passwords, tokens, Authorization headers or bound query values, even one level down', () => {
    capture = captureLogs();
    logger.warn({ password: 'hunter2', token: 'tok-1', params: ['IBAN-DE89'], request: { authorization: 'Bearer tok-2', token: 'tok-3' } }, 'careless caller');
    const text = capture.text();
    for (const secret of ['hunter2', 'tok-1', 'tok-2', 'tok-3', 'IBAN-DE89']) expect(text).not.toContain(secret);
    expect(capture.lines[0]).toMatchObject({ password: '[redacted]', request: { authorization: '[redacted]' } });
  });
});
