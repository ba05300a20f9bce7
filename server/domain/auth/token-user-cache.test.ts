import { describe, expect, it } from 'vitest';
import type { AuthUser } from './find-token-user';
import { forgetTokenUser, isSameTokenUser, MAX_TOKEN_USERS, recallTokenUser, rememberTokenUser } from './token-user-cache';

const userOf = (id: number): AuthUser => ({ id, role: 'company', roleId: 4, tokenId: id, companyId: id, customerId: null });

describe('token user cache', () => {
  it('recalls, forgets and compares what it was told', () => {
    rememberTokenUser('hash-a', userOf(1));
    expect(recallTokenUser('hash-a')).toEqual(userOf(1));
    expect(recallTokenUser('hash-b')).toBeUndefined();
    expect(isSameTokenUser(recallTokenUser('hash-a')!, userOf(1))).toBe(true);
    expect(isSameTokenUser(userOf(1), { ...userOf(1), companyId: 2 })).toBe(false);
    forgetTokenUser('hash-a');
    expect(recallTokenUser('hash-a')).toBeUndefined();
  });

  it('lets the least recently checked token go when full', () => {
    rememberTokenUser('first', userOf(1));
    rememberTokenUser('second', userOf(2));
    rememberTokenUser('first', userOf(1));
    for (let i = 0; i < MAX_TOKEN_USERS - 1; i += 1) rememberTokenUser(`filler-${i}`, userOf(100 + i));
    expect(recallTokenUser('second')).toBeUndefined();
    expect(recallTokenUser('first')).toEqual(userOf(1));
  });
});
