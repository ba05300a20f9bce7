import type { RouteHandler } from '@hono/zod-openapi';
import { ROLES } from '@/constants';
import { getSessionUser } from '../../domain/auth/get-session-user';
import { toCompanyActor } from '../../domain/assignments/company-actor';
import { getCompanyProfile } from '../../domain/company/get-company-profile';
import { getVisibleUser } from '../../domain/company/get-visible-user';
import { listCompanyCustomers } from '../../domain/company/list-company-customers';
import { removeCompanyLogo } from '../../domain/company/remove-company-logo';
import { setCustomerBlocked } from '../../domain/company/set-customer-blocked';
import { updateCompanyProfile } from '../../domain/company/update-company-profile';
import { updateCustomerDetails } from '../../domain/company/update-customer-details';
import { updateUserDetails as updateOwnDetails } from '../../domain/company/update-user-details';
import { createCustomer as addCustomer } from '../../domain/customers/create-customer';
import { getCompanyCustomerOrThrow } from '../../domain/company/get-company-customer-or-throw';
import { toCustomer } from '../../domain/company/to-customer';
import type { AppEnv } from '../../lib/create-router';
import { AppError } from '../../lib/errors';
import type * as routes from './company.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

/** The company named in a query must be the user's own; any other is a 404. */
function ownCompany(companyId: number, requested: number | undefined): number {
  if (requested !== undefined && requested !== companyId) throw new AppError('NOT_FOUND', 'Company not found.');
  return companyId;
}

// GET /customers/company-profile – the user's company profile
export const getProfile: Handler<'getProfile'> = async (c) => {
  const { companyId } = toCompanyActor(c.var.user);
  const data = await getCompanyProfile({ db: c.var.db, companyId: ownCompany(companyId, c.req.valid('query').id), canEdit: c.var.user.role === ROLES.COMPANY });
  return c.json({ message: 'OK', data }, 200);
};

// POST /customers/update-company-profile – save the profile and maybe a new logo
export const updateProfile: Handler<'updateProfile'> = async (c) => {
  const { db, storage, uploadMaxBytes, user } = c.var;
  const { companyId, userId } = toCompanyActor(user);
  const { logo, ...input } = c.req.valid('form');
  await updateCompanyProfile({ db, storage, companyId, ownerUserId: userId, input, logo, maxBytes: uploadMaxBytes });
  return c.json({ message: 'Company profile saved.', data: await getCompanyProfile({ db, companyId, canEdit: true }) }, 200);
};

// PATCH /customers/remove-company-logo – remove the logo
export const removeLogo: Handler<'removeLogo'> = async (c) => {
  const { db, storage, user } = c.var;
  const { companyId, userId } = toCompanyActor(user);
  await removeCompanyLogo({ db, storage, companyId, ownerUserId: userId });
  return c.json({ message: 'Logo removed.', data: await getCompanyProfile({ db, companyId, canEdit: true }) }, 200);
};

// PATCH /customers/update-user-details – the user's own name and phone
export const updateUserDetails: Handler<'updateUserDetails'> = async (c) => {
  const { db, user } = c.var;
  await updateOwnDetails({ db, userId: user.id, input: c.req.valid('json') });
  return c.json({ message: 'Your details were saved.', data: await getSessionUser({ db, userId: user.id }) }, 200);
};

// POST /customers/create-customer – add a user to the company (the company, or a customer who then manages them)
export const createCustomer: Handler<'createCustomer'> = async (c) => {
  const { db, user } = c.var;
  const actor = toCompanyActor(user);
  const { first_name, last_name, email, phone, password } = c.req.valid('json');
  const { customerId } = await addCustomer({ db, companyId: actor.companyId, createdBy: actor.userId, firstName: first_name, lastName: last_name, email, phone, password });
  const data = toCustomer(await getCompanyCustomerOrThrow({ db, actor, customerId }));
  return c.json({ message: 'User added. They can sign in on the customer sign-in page.', data }, 201);
};

// GET /customers/get-customers – a page of the users the caller manages
export const listCustomers: Handler<'listCustomers'> = async (c) => {
  const { company_id, page, per_page, search } = c.req.valid('query');
  const actor = toCompanyActor(c.var.user);
  ownCompany(actor.companyId, company_id);
  const data = await listCompanyCustomers({ db: c.var.db, actor, page, perPage: per_page, search });
  return c.json({ message: 'OK', data }, 200);
};

// PATCH /customers/block_unblock_customer – block or unblock a user the caller manages
export const blockCustomer: Handler<'blockCustomer'> = async (c) => {
  const { customer_id, blocked } = c.req.valid('json');
  const data = await setCustomerBlocked({ db: c.var.db, actor: toCompanyActor(c.var.user), customerId: customer_id, blocked });
  return c.json({ message: blocked ? `${data.name} is blocked. Their sessions have ended.` : `${data.name} is unblocked.`, data }, 200);
};

// PATCH /customers/update-customer-details – edit a user the caller manages
export const updateCustomer: Handler<'updateCustomer'> = async (c) => {
  const data = await updateCustomerDetails({ db: c.var.db, actor: toCompanyActor(c.var.user), input: c.req.valid('json') });
  return c.json({ message: `${data.name}'s details were saved.`, data }, 200);
};

// GET /customers/get_user – a user the company side may see
export const getUser: Handler<'getUser'> = async (c) => {
  const data = await getVisibleUser({ db: c.var.db, actor: toCompanyActor(c.var.user), userId: c.req.valid('query').id });
  return c.json({ message: 'OK', data }, 200);
};
