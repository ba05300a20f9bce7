import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('fills every default', () => {
    expect(parseEnv({})).toEqual({
      DATABASE_URL: undefined,
      PGLITE_DATA_DIR: './data/pglite',
      UPLOAD_DIR: './data/uploads',
      UPLOAD_MAX_BYTES: 10 * 1024 * 1024,
      SMTP_URL: undefined,
      MAIL_FROM: 'Service Portal <no-reply@localhost>',
      API_PORT: 4000,
      PORTAL_ORIGIN: 'http://localhost:3000',
      APPROVAL_DAYS: 5,
      RATING_REVEAL_DAYS: 7,
      APPROVAL_SWEEP_SECONDS: 60,
    });
  });

  it('reads set values and treats empty ones as unset', () => {
    const env = parseEnv({ DATABASE_URL: 'postgres://root@127.0.0.1:5432/test', SMTP_URL: '', API_PORT: '8080' });
    expect(env.DATABASE_URL).toBe('postgres://root@127.0.0.1:5432/test');
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.API_PORT).toBe(8080);
  });

  it('names every bad variable', () => {
    expect(() => parseEnv({ API_PORT: 'abc', DATABASE_URL: 'mysql://x', PORTAL_ORIGIN: 'nope', UPLOAD_MAX_BYTES: '-1' })).toThrow(
      /Invalid environment configuration:\n {2}DATABASE_URL: .*\n {2}UPLOAD_MAX_BYTES: .*\n {2}API_PORT: .*\n {2}PORTAL_ORIGIN: /,
    );
  });
});
