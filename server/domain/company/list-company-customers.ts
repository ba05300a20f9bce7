import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { capPerPage } from '@/contracts/primitives';
import type { Database } from '../../db/client';
import { customers, users } from '../../db/schema';
import type { Customer } from '@/contracts/company';
import type { CompanyActor } from '../assignments/company-actor';
import { escapeLike } from '../assignments/list-company-assignments';
import { customersManagedBy } from './get-company-customer-or-throw';
import { toCustomer } from './to-customer';

type ListCompanyCustomersOptions = { db: Database; actor: CompanyActor; page: number; perPage: number; search?: string };

/** A page of the customers the actor manages, newest first, searched in name and email. */
export async function listCompanyCustomers({ db, actor, page, perPage, search }: ListCompanyCustomersOptions) {
  const conditions: SQL[] = [customersManagedBy(actor), isNull(users.deletedAt)];
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern))!);
  }
  const where = and(...conditions);
  const limit = capPerPage(perPage);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ customer: customers, user: users })
      .from(customers)
      .innerJoin(users, eq(users.id, customers.userId))
      .where(where)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(customers).innerJoin(users, eq(users.id, customers.userId)).where(where),
  ]);
  const data: Customer[] = rows.map(toCustomer);
  return { total_count: total, data };
}
