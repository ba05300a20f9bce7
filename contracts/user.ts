import type { SignedInRole } from '@/constants';

/** The user as `/login` and `/me` return it. */
export type ApiUser = {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  role: SignedInRole;
  role_id: number;
  profile_picture: string | null;
  company_id: number | null;
  customer_id: number | null;
};

export type LoginResult = { token: string; expires_at: string | null; user: ApiUser };
