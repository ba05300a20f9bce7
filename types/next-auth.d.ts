import type { DefaultSession } from 'next-auth';
import type { SignedInRole } from '@/constants';

/** What the portal keeps about the signed-in user in the session and its JWT. */
type PortalIdentity = {
  id: number;
  role: SignedInRole;
  role_id: number;
  name: string;
  email: string;
  picture: string | null;
  token: string;
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
    token: string;
    expires_at: string | null;
    company_id: number | null;
    customer_id: number | null;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    id?: number;
    role?: SignedInRole;
    role_id?: number;
    token?: string;
    expires_at?: string | null;
    company_id?: number | null;
    customer_id?: number | null;
  }
}
