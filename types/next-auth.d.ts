import type { DefaultSession } from 'next-auth';
import type { SignedInRole } from '@/constants';

/** What the page sees of the signed-in user (the session); the API's bearer token is not part of it. */
type PortalIdentity = {
  id: number;
  role: SignedInRole;
  role_id: number;
  name: string;
  email: string;
  picture: string | null;
  expires_at: string | null;
  company_id: number | null;
  customer_id: number | null;
};

declare module 'next-auth' {
  interface Session {
    user: PortalIdentity & DefaultSession['user'];
  }

  interface User {
    id: string;
    role: SignedInRole;
    role_id: number;
    name: string;
    email: string;
    image: string | null;
    /** The API's bearer token: from authorize() into the JWT, never into the session. */
    token: string;
    expires_at: string | null;
    company_id: number | null;
    customer_id: number | null;
  }
}

declare module 'next-auth/jwt' {
  /** Kept only inside the encrypted session cookie, which page scripts cannot read. */
  interface JWT {
    id?: number;
    role?: SignedInRole;
    role_id?: number;
    /** The API's bearer token (POST /login). */
    token?: string;
    expires_at?: string | null;
    company_id?: number | null;
    customer_id?: number | null;
  }
}
