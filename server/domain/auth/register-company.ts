import { ROLE_IDS } from '@/constants';
import type { CompanyRegisterInput, SessionUser } from '@/contracts/auth';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';
import { createAccount } from './create-account';

type RegisterCompanyOptions = {
  db: Database;
  input: CompanyRegisterInput;
  /** Null for a self sign-up, until the mailed code is entered (see startSignUp). */
  emailVerifiedAt: Date | null;
};

/** A company registers: its contact person becomes the company user who owns it. */
export function registerCompany({ db, input, emailVerifiedAt }: RegisterCompanyOptions): Promise<SessionUser> {
  return createAccount({
    db,
    roleId: ROLE_IDS.COMPANY,
    person: input,
    emailVerifiedAt,
    addRoleRow: (tx, userId) => tx.insert(companies).values({ ownerUserId: userId, name: input.company_name, phone: input.phone || null }),
  });
}
