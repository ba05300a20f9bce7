import { describe, expect, it } from 'vitest';
import { makeBuildId, readGitCommit } from './build-id.mjs';

describe('makeBuildId', () => {
  it('is BUILD_ID when set', () => {
    expect(makeBuildId({ buildId: ' release-42 ', version: '1.2.3', commit: 'abc123' })).toBe('release-42');
  });

  it('is the version and the commit otherwise, the same on every machine', () => {
    expect(makeBuildId({ buildId: '', version: '1.2.3', commit: 'abc123def456' })).toBe('1.2.3-abc123def456');
    expect(makeBuildId({ version: '1.2.3', commit: 'abc123def456' })).toBe(makeBuildId({ version: '1.2.3', commit: 'abc123def456' }));
  });

  it('is the version alone outside a git checkout', () => {
    expect(makeBuildId({ version: '1.2.3' })).toBe('1.2.3');
  });
});

describe('readGitCommit', () => {
  it('reads the short commit hash of a checkout, and nothing elsewhere', () => {
    expect(readGitCommit(import.meta.dirname)).toMatch(/^[0-9a-f]{12}$/);
    expect(readGitCommit('/')).toBeUndefined();
  });
});
