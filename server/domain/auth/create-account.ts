import type { RoleId } from '@/constants';
import type { EngineerSignupInput, SessionUser } from '@/contracts/auth';
import type { Database } from '../../db/client';
import { createUser } from './create-user';
import { getSessionUser } from './get-session-user';

type CreateAccountOptions = {
  db: Database;
  roleId: RoleId;
  /** The person signing up; every account type asks for the same fields. */
  person: EngineerSignupInput;
  /** Null for a self sign-up, until the mailed code is entered (see startSignUp). */
  emailVerifiedAt: Date | null;
  /** Inserts the role's own row for the new user, in the same transaction. */
  addRoleRow: (tx: Database, userId: number) => Promise<unknown>;
};

/** Creates the user and the role's own row together, and answers the new session user. */
export async function createAccount({ db, roleId, person, emailVerifiedAt, addRoleRow }: CreateAccountOptions): Promise<SessionUser> {
  const userId = await db.transaction(async (tx) => {
    const user = await createUser({
      db: tx,
      roleId,
      firstName: person.first_name,
      lastName: person.last_name,
      email: person.email,
      phone: person.phone,
      password: person.password,
      emailVerifiedAt,
    });
    await addRoleRow(tx, user.id);
    return user.id;
  });
  return getSessionUser({ db, userId });
}
