import { describe, expect, it, vi } from 'vitest';
import type { Database } from './client';
import { prepareByShape } from './prepare-by-shape';

const someDatabase = () => ({}) as Database;

describe('prepareByShape', () => {
  it('builds once per database, family and shape', () => {
    const [db, other] = [someDatabase(), someDatabase()];
    const build = vi.fn(() => ({ built: true }));
    const first = prepareByShape(db, 'list', '{"sort":"title"}', build);
    expect(prepareByShape(db, 'list', '{"sort":"title"}', build)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    prepareByShape(db, 'list', '{"sort":"status"}', build);
    prepareByShape(db, 'details', '{"sort":"title"}', build);
    prepareByShape(other, 'list', '{"sort":"title"}', build);
    expect(build).toHaveBeenCalledTimes(4);
  });

  it('starts over past its bound instead of growing', () => {
    const db = someDatabase();
    const build = vi.fn(() => ({}));
    for (let shape = 0; shape < 300; shape += 1) prepareByShape(db, 'many', String(shape), build);
    prepareByShape(db, 'many', '299', build);
    expect(build).toHaveBeenCalledTimes(300);
    prepareByShape(db, 'many', '0', build);
    expect(build).toHaveBeenCalledTimes(301);
  });
});
