import type { SignedInRole } from '@/constants';

/**
 * What the auth slice keeps: the spec's name/picture/role plus fields merged at login. Not the
 * API's bearer token: it stays in the encrypted session cookie, out of page scripts' reach.
 */
export type UserDetails = {
  id?: number;
  name: string;
  email?: string;
  role: SignedInRole | null;
  role_id?: number;
  profile_picture: string | null;
  company_id?: number | null;
  customer_id?: number | null;
  [field: string]: unknown;
};
