import type { CustomerRow, UserRow } from '../../db/schema';
import type { Customer } from '@/contracts/company';

/** A customer as the company's user list shows it. */
export const toCustomer = ({ customer, user }: { customer: CustomerRow; user: UserRow }): Customer => ({
  customer_id: customer.id,
  user_id: user.id,
  company_id: customer.companyId,
  name: `${user.firstName} ${user.lastName}`,
  first_name: user.firstName,
  last_name: user.lastName,
  email: user.email,
  phone: user.phone,
  blocked: customer.blocked,
  created_at: customer.createdAt.toISOString(),
});
