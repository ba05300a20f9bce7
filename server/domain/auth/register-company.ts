import { ROLE_IDS } from '@/constants';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';
import type { CompanyRegisterInput, SessionUser } from '@/contracts/auth';
import { createUser } from './create-user';
import { getSessionUser } from './get-session-user';

type RegisterCompanyOptions = {
  db: Database;
  input: CompanyRegisterInput;
  /** Null for a self sign-up, until the mailed code is entered (see startSignUp). */
  emailVerifiedAt: Date | null;
};

/** A company registers: its contact person becomes the company user who owns it. */
export async function registerCompany({ db, input, emailVerifiedAt }: RegisterCompanyOptions): Promise<SessionUser> {
  const userId = await db.transaction(async (tx) => {
    const user = await createUser({
      db: tx,
      roleId: ROLE_IDS.COMPANY,
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      phone: input.phone,
      password: input.password,
      emailVerifiedAt,
    });
    await tx.insert(companies).values({ ownerUserId: user.id, name: input.company_name, phone: input.phone || null });
    return user.id;
  });
  return getSessionUser({ db, userId });
}
