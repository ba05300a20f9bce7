import { describe, expect, it } from 'vitest';
import { ROLE_ID_BY_NAME, ROLE_LABELS, ROLE_NAME_BY_ID, isSignedInRole } from './roles';
import { getLoginPath } from './routes';

describe('roles', () => {
  it('maps role ids and names both ways', () => {
    expect(ROLE_NAME_BY_ID).toEqual({ 2: 'field_engineer', 3: 'customer', 4: 'company' });
    expect(ROLE_ID_BY_NAME).toEqual({ field_engineer: 2, customer: 3, company: 4 });
  });

  it('labels every role, the guest included', () => {
    expect(ROLE_LABELS).toEqual({ field_engineer: 'Field Engineer', customer: 'Customer', company: 'Company', guest: 'Guest' });
  });

  it("sends each role to its own login page and an unknown role to the engineer's", () => {
    expect(getLoginPath('company')).toBe('/login/company');
    expect(getLoginPath('customer')).toBe('/login/customer');
    expect(getLoginPath('field_engineer')).toBe('/login/engineer');
    expect(getLoginPath('guest')).toBe('/login/engineer');
    expect(getLoginPath(undefined)).toBe('/login/engineer');
  });

  it('recognises only the three signed-in roles', () => {
    expect(['company', 'customer', 'field_engineer'].every(isSignedInRole)).toBe(true);
    expect(isSignedInRole('guest')).toBe(false);
    expect(isSignedInRole(4)).toBe(false);
  });
});
