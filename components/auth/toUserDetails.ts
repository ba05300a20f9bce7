import type { Session } from 'next-auth';
import type { UserDetails } from '@/types/user';

/** The auth slice's userDetails for a session's user. */
export function toUserDetails(user: Session['user']): UserDetails {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    role_id: user.role_id,
    profile_picture: user.picture ?? null,
    company_id: user.company_id,
    customer_id: user.customer_id,
    expires_at: user.expires_at,
  };
}
