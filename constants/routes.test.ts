import { describe, expect, it } from 'vitest';
import { DASHBOARD_PATHS, NOTIFICATION_PATHS, getRoleForPath, getSafeCallbackPath, getSignInRedirectPath } from './routes';

describe('role paths', () => {
  it('knows which role a path belongs to', () => {
    expect(getRoleForPath('/engineer/find-work')).toBe('field_engineer');
    expect(getRoleForPath('/company')).toBe('company');
    expect(getRoleForPath('/customer/assignments/details-page/3')).toBe('customer');
    expect(getRoleForPath('/change-password')).toBe('company');
    expect(getRoleForPath('/companyx')).toBeNull();
    expect(getRoleForPath('/login/company')).toBeNull();
    expect(getRoleForPath('/')).toBeNull();
  });

  it("builds the role's sign-in address with SessionRequired and the way back", () => {
    expect(getSignInRedirectPath('customer', '/customer/ratings?page=2')).toBe(
      '/login/customer?error=SessionRequired&callbackUrl=%2Fcustomer%2Fratings%3Fpage%3D2',
    );
  });

  it('sends each role to its own notifications page (customers included)', () => {
    expect(NOTIFICATION_PATHS).toEqual({
      company: '/company/notifications',
      field_engineer: '/engineer/notifications',
      customer: '/customer/notifications',
    });
  });
});

describe('getSafeCallbackPath', () => {
  const origin = 'http://localhost:3000';

  it("accepts a path of the role's own pages", () => {
    expect(getSafeCallbackPath('/company/change-password', 'company', origin)).toBe('/company/change-password');
    expect(getSafeCallbackPath('/change-password', 'company', origin)).toBe('/change-password');
    expect(getSafeCallbackPath('http://localhost:3000/engineer/my-work?tab=2', 'field_engineer', origin)).toBe('/engineer/my-work?tab=2');
  });

  it("falls back to the role's dashboard otherwise", () => {
    expect(getSafeCallbackPath(undefined, 'customer', origin)).toBe(DASHBOARD_PATHS.customer);
    expect(getSafeCallbackPath('/company/dashboard', 'customer', origin)).toBe('/customer/dashboard');
    expect(getSafeCallbackPath('/change-password', 'customer', origin)).toBe('/customer/dashboard');
    expect(getSafeCallbackPath('/', 'company', origin)).toBe('/company/dashboard');
  });

  it('never leaves the site', () => {
    expect(getSafeCallbackPath('https://evil.test/company/dashboard', 'company', origin)).toBe('/company/dashboard');
    expect(getSafeCallbackPath('//evil.test/company/dashboard', 'company', origin)).toBe('/company/dashboard');
    expect(getSafeCallbackPath('/\\evil.test/company', 'company', origin)).toBe('/company/dashboard');
    expect(getSafeCallbackPath('javascript:alert(1)', 'company', origin)).toBe('/company/dashboard');
  });
});
