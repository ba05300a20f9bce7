import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { UpdateCustomerDetailsInput } from '@/contracts/company';
import type { CompanyActor } from '../assignments/company-actor';
import { EMAIL_TAKEN_MESSAGE, normalizeEmail } from '../auth/create-user';
import { getCompanyCustomerOrThrow } from './get-company-customer-or-throw';
import { toCustomer } from './to-customer';

type UpdateCustomerDetailsOptions = { db: Database; actor: CompanyActor; input: UpdateCustomerDetailsInput };

/** Edits the name, phone and email of a customer the actor manages (an email in use is a 409). */
export async function updateCustomerDetails({ db, actor, input }: UpdateCustomerDetailsOptions) {
  const { customer, user } = await getCompanyCustomerOrThrow({ db, actor, customerId: input.customer_id });
  const email = normalizeEmail(input.email);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt), ne(users.id, user.id)))
    .limit(1);
  if (taken) throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE, [{ path: 'email', message: EMAIL_TAKEN_MESSAGE }]);
  try {
    const [updated] = await db
      .update(users)
      .set({ firstName: input.first_name, lastName: input.last_name, phone: input.phone || null, email })
      .where(eq(users.id, user.id))
      .returning();
    return toCustomer({ customer, user: updated });
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === '23505' || (error as { code?: string }).code === '23505') {
      throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE, [{ path: 'email', message: EMAIL_TAKEN_MESSAGE }]);
    }
    throw error;
  }
}
