import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const systemError = (code: string, syscall: string) => Object.assign(new Error(`${syscall} ${code}`), { code, syscall });
const sqlError = (code: string) => Object.assign(new Error('from the server'), { code });
/** As drizzle wraps a driver's error. */
const wrapped = (cause: Error) => new Error('Failed query: select 1\nparams: ', { cause });

describe('isDatabaseUnavailable', () => {
  it('is true for a database that cannot be reached or went away, wrapped or not', () => {
    expect(isDatabaseUnavailable(systemError('ENOENT', 'connect'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(systemError('ECONNREFUSED', 'connect')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(sqlError('57P01')))).toBe(true);
    expect(isDatabaseUnavailable(sqlError('08006'))).toBe(true);
  });

  it('is false for a failed statement, a missing file or anything else', () => {
    expect(isDatabaseUnavailable(wrapped(sqlError('42601')))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(sqlError('23505')))).toBe(false);
    expect(isDatabaseUnavailable(systemError('ENOENT', 'open'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable('text')).toBe(false);
  });
});
