import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('fills every default', () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: 'development',
      NEXT_PHASE: undefined,
      DATABASE_URL: undefined,
      DATABASE_POOL_MAX: 10,
      DATABASE_LISTEN_URL: undefined,
      DATABASE_PREPARED_STATEMENTS: true,
      PGLITE_DATA_DIR: './data/pglite',
      UPLOAD_DIR: './data/uploads',
      UPLOAD_MAX_BYTES: 10 * 1024 * 1024,
      SMTP_URL: undefined,
      MAIL_FROM: 'Service Portal <no-reply@localhost>',
      MAIL_DIR: './data/mail',
      PORT: 3000,
      API_PORT: 4000,
      NEXTAUTH_URL: 'http://localhost:3000',
      NEXTAUTH_SECRET: undefined,
      API_URL: undefined,
      PORTAL_ORIGIN: 'http://localhost:3000',
      TRUST_PROXY: 0,
      PASSWORD_HASH_COST: 'standard',
      APPROVAL_DAYS: 5,
      CHECK_IN_TOLERANCE_MINUTES: 30,
      RATING_REVEAL_DAYS: 7,
      APPROVAL_SWEEP_SECONDS: 60,
      MAIL_SWEEP_SECONDS: 15,
      API_KEY_RATE_LIMIT: 600,
      WEBHOOK_RETRY_SCHEDULE: '5s,5m,30m,2h,5h,10h,10h',
      WEBHOOK_ALLOW_PRIVATE_URLS: false,
      METRICS_TOKEN: undefined,
      MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      STORAGE_DRIVER: 'disk',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: false,
      LOG_LEVEL: 'info',
    });
  });

  it('reads the connection settings and the metrics token', () => {
    const env = parseEnv({
      DATABASE_POOL_MAX: '25',
      DATABASE_LISTEN_URL: 'postgres://root@db.internal:5432/portal',
      DATABASE_PREPARED_STATEMENTS: 'false',
      METRICS_TOKEN: 'a-metrics-token-of-length',
    });
    expect(env).toMatchObject({ DATABASE_POOL_MAX: 25, DATABASE_LISTEN_URL: 'postgres://root@db.internal:5432/portal', DATABASE_PREPARED_STATEMENTS: false, METRICS_TOKEN: 'a-metrics-token-of-length' });
    expect(() => parseEnv({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => parseEnv({ DATABASE_LISTEN_URL: 'mysql://db/portal' })).toThrow(/DATABASE_LISTEN_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(() => parseEnv({ DATABASE_PREPARED_STATEMENTS: 'no' })).toThrow(/DATABASE_PREPARED_STATEMENTS/);
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });

  it('reads the map tile URL, an empty one as the default, and refuses one without {z}, {x} and {y}', () => {
    expect(parseEnv({ MAP_TILE_URL: 'http://localhost:4221/{z}/{x}/{y}.png' }).MAP_TILE_URL).toBe('http://localhost:4221/{z}/{x}/{y}.png');
    expect(parseEnv({ MAP_TILE_URL: ' ' }).MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(() => parseEnv({ MAP_TILE_URL: 'https://tile.example.org/tiles.png' })).toThrow(/MAP_TILE_URL: must be an http/);
  });

  it('reads the webhook settings and refuses a schedule it cannot read', () => {
    expect(parseEnv({ WEBHOOK_RETRY_SCHEDULE: '1s, 2m', WEBHOOK_ALLOW_PRIVATE_URLS: 'true' })).toMatchObject({ WEBHOOK_RETRY_SCHEDULE: '1s, 2m', WEBHOOK_ALLOW_PRIVATE_URLS: true });
    expect(() => parseEnv({ WEBHOOK_RETRY_SCHEDULE: '5 minutes' })).toThrow(/WEBHOOK_RETRY_SCHEDULE: must be durations/);
  });

  it('reads set values and treats empty ones as unset', () => {
    const env = parseEnv({ DATABASE_URL: 'postgres://root@127.0.0.1:5432/test', SMTP_URL: '', API_PORT: '8080', TRUST_PROXY: '2' });
    expect(env.DATABASE_URL).toBe('postgres://root@127.0.0.1:5432/test');
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.API_PORT).toBe(8080);
    expect(env.TRUST_PROXY).toBe(2);
  });

  it('reads the check-in tolerance in whole minutes', () => {
    expect(parseEnv({ CHECK_IN_TOLERANCE_MINUTES: '15' }).CHECK_IN_TOLERANCE_MINUTES).toBe(15);
    expect(() => parseEnv({ CHECK_IN_TOLERANCE_MINUTES: 'soon' })).toThrow(/CHECK_IN_TOLERANCE_MINUTES: must be a whole number of minutes/);
    expect(() => parseEnv({ CHECK_IN_TOLERANCE_MINUTES: '-5' })).toThrow(/CHECK_IN_TOLERANCE_MINUTES/);
  });

  it('refuses the replaced NEXT_PUBLIC_API_URL, naming API_URL', () => {
    expect(() => parseEnv({ NEXT_PUBLIC_API_URL: 'https://api.example.com' })).toThrow(/NEXT_PUBLIC_API_URL: .*API_URL/);
  });

  it('points emailed links at the portal’s own address (NEXTAUTH_URL) unless PORTAL_ORIGIN says otherwise', () => {
    expect(parseEnv({ NEXTAUTH_URL: 'https://portal.example.com/' }).PORTAL_ORIGIN).toBe('https://portal.example.com');
    expect(parseEnv({ PORT: '8080' }).PORTAL_ORIGIN).toBe('http://localhost:8080');
    expect(parseEnv({ NEXTAUTH_URL: 'https://portal.example.com', PORTAL_ORIGIN: 'https://app.example.com' }).PORTAL_ORIGIN).toBe('https://app.example.com');
  });

  it('needs NEXTAUTH_SECRET to serve in production, but not to build', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/NEXTAUTH_SECRET: is required in production/);
    expect(() => parseEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).not.toThrow();
    expect(parseEnv({ NODE_ENV: 'production', NEXTAUTH_SECRET: 'a-long-enough-secret' }).NEXTAUTH_SECRET).toBe('a-long-enough-secret');
  });

  it('allows the cheap password hash only in tests', () => {
    expect(() => parseEnv({ PASSWORD_HASH_COST: 'test' })).toThrow(/PASSWORD_HASH_COST: may be `test` only when NODE_ENV=test/);
    expect(parseEnv({ PASSWORD_HASH_COST: 'test', NODE_ENV: 'test' }).PASSWORD_HASH_COST).toBe('test');
  });

  it('names every bad variable', () => {
    expect(() =>
      parseEnv({ API_PORT: 'abc', DATABASE_URL: 'mysql://x', PORTAL_ORIGIN: 'nope', UPLOAD_MAX_BYTES: '-1', NEXTAUTH_URL: 'ftp://x', TRUST_PROXY: 'yes', API_URL: 'api' }),
    ).toThrow(
      /Invalid environment configuration:\n {2}DATABASE_URL: .*\n {2}UPLOAD_MAX_BYTES: .*\n {2}API_PORT: .*\n {2}NEXTAUTH_URL: .*\n {2}API_URL: .*\n {2}PORTAL_ORIGIN: .*\n {2}TRUST_PROXY: /,
    );
  });
});
