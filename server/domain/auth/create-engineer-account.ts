import { ROLE_IDS } from '@/constants';
import type { Database } from '../../db/client';
import { engineers } from '../../db/schema';
import type { EngineerSignupInput, SessionUser } from '@/contracts/auth';
import { createUser } from './create-user';
import { getSessionUser } from './get-session-user';

type CreateEngineerAccountOptions = {
  db: Database;
  input: EngineerSignupInput;
  /** Null for a self sign-up, until the mailed code is entered (see startSignUp). */
  emailVerifiedAt: Date | null;
};

/** A field engineer signs up: the user and an empty engineer profile. */
export async function createEngineerAccount({ db, input, emailVerifiedAt }: CreateEngineerAccountOptions): Promise<SessionUser> {
  const userId = await db.transaction(async (tx) => {
    const user = await createUser({
      db: tx,
      roleId: ROLE_IDS.FIELD_ENGINEER,
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      phone: input.phone,
      password: input.password,
      emailVerifiedAt,
    });
    await tx.insert(engineers).values({ userId: user.id });
    return user.id;
  });
  return getSessionUser({ db, userId });
}
