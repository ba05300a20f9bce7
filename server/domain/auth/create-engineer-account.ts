import { ROLE_IDS } from '@/constants';
import type { EngineerSignupInput, SessionUser } from '@/contracts/auth';
import type { Database } from '../../db/client';
import { engineers } from '../../db/schema';
import { createAccount } from './create-account';

type CreateEngineerAccountOptions = {
  db: Database;
  input: EngineerSignupInput;
  /** Null for a self sign-up, until the mailed code is entered (see startSignUp). */
  emailVerifiedAt: Date | null;
};

/** A field engineer signs up: the user and an empty engineer profile. */
export function createEngineerAccount({ db, input, emailVerifiedAt }: CreateEngineerAccountOptions): Promise<SessionUser> {
  return createAccount({
    db,
    roleId: ROLE_IDS.FIELD_ENGINEER,
    person: input,
    emailVerifiedAt,
    addRoleRow: (tx, userId) => tx.insert(engineers).values({ userId }),
  });
}
