import type { SignedInRole } from '@/constants';

/** What the auth slice keeps: the spec's name/picture/role/token plus fields merged at login. */
export type UserDetails = {
  id?: number;
  name: string;
  email?: string;
  role: SignedInRole | null;
  role_id?: number;
  profile_picture: string | null;
  token: string | null;
  company_id?: number | null;
  customer_id?: number | null;
  [field: string]: unknown;
};
