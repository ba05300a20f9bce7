import type { SessionUser } from '@/contracts/auth';
import type { UserRow } from '../../db/schema';

export type PersonFields = Pick<SessionUser, 'id' | 'name' | 'first_name' | 'last_name' | 'email' | 'phone' | 'profile_picture'>;

/** The person's own fields, as the session user and the engineer profile both answer them. */
export function toPersonFields(user: UserRow): PersonFields {
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    profile_picture: user.profilePicture,
  };
}
