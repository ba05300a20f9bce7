import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkStartEnvironment } from './start-checks.mjs';

const DATABASE_URL = 'postgres://portal@db.internal:5432/portal';
const SECRET = 'a-shared-secret-of-enough-length';
const built = { hasBuild: true };

describe('checkStartEnvironment', () => {
  it('lets the embedded default start with nothing set (a per-machine secret is made, files stay on disk)', () => {
    expect(checkStartEnvironment({}, built)).toEqual({ errors: [], warnings: [] });
    expect(checkStartEnvironment({ STORAGE_DRIVER: 'disk' }, built)).toEqual({ errors: [], warnings: [] });
  });

  it('builds on an embedded first start: no refusal without a build', () => {
    expect(checkStartEnvironment({}, { hasBuild: false }).errors).toEqual([]);
  });

  it('refuses DATABASE_URL without NEXTAUTH_SECRET, saying why and what to set', () => {
    for (const unset of [undefined, '', '  ']) {
      const { errors } = checkStartEnvironment({ DATABASE_URL, NEXTAUTH_SECRET: unset }, built);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/^NEXTAUTH_SECRET is not set\. With DATABASE_URL, several instances/);
      expect(errors[0]).toContain('signs session cookies');
      expect(errors[0]).toContain('Set NEXTAUTH_SECRET to the same value on every instance');
    }
  });

  it('starts with DATABASE_URL, the secret and a build', () => {
    expect(checkStartEnvironment({ DATABASE_URL, NEXTAUTH_SECRET: SECRET }, built)).toEqual({ errors: [], warnings: [] });
    expect(checkStartEnvironment({ DATABASE_URL, NEXTAUTH_SECRET: SECRET, STORAGE_DRIVER: 'database' }, built).warnings).toEqual([]);
  });

  it('refuses to build with DATABASE_URL: every instance serves the one build', () => {
    const { errors } = checkStartEnvironment({ DATABASE_URL, NEXTAUTH_SECRET: SECRET }, { hasBuild: false });
    expect(errors).toEqual([expect.stringMatching(/^No build found \(\.next\/BUILD_ID\)\. With DATABASE_URL, `npm start` does not build: run `npm run build` once/)]);
  });

  it('warns, without refusing, when DATABASE_URL is used with STORAGE_DRIVER=disk', () => {
    const { errors, warnings } = checkStartEnvironment({ DATABASE_URL, NEXTAUTH_SECRET: SECRET, STORAGE_DRIVER: 'disk' }, built);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/^STORAGE_DRIVER=disk with DATABASE_URL: uploaded files are kept on this instance's disk only/)]);
  });
});

describe('npm start (scripts/start.mjs)', () => {
  it('exits 1 with the reason on stderr before building or serving anything', () => {
    const script = path.resolve(import.meta.dirname, '../../scripts/start.mjs');
    // Empty, not absent: a .env file in the checkout does not fill in a variable already set.
    const result = spawnSync(process.execPath, [script], {
      env: { ...process.env, DATABASE_URL, NEXTAUTH_SECRET: '', STORAGE_DRIVER: 'disk', PORT: '3999' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Not starting: NEXTAUTH_SECRET is not set.');
    expect(result.stderr).toContain('Warning: STORAGE_DRIVER=disk with DATABASE_URL');
    expect(result.stdout).not.toContain('Building the portal');
  });
});
