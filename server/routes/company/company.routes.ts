import { createRoute, z } from '@hono/zod-openapi';
import { COMPANY_ASSIGNMENT_ENDPOINTS, COMPANY_ENDPOINTS, ROLES } from '@/constants';
import { envelope, errorResponses, jsonBody, jsonContent, multipartBody, page, uploadFile } from '../../lib/openapi';
import { signedIn } from '../../middleware/auth';
import { idempotent } from '../../middleware/idempotency';
import { sessionUserSchema } from '@/contracts/auth';
import {
  blockCustomerSchema,
  companyProfileFieldsSchema,
  companyProfileQuerySchema,
  companyProfileSchema,
  createCustomerSchema,
  customerListQuerySchema,
  customerSchema,
  updateCustomerDetailsSchema,
  userDetailsInputSchema,
  visibleUserSchema,
} from '@/contracts/company';
import { idField } from '@/contracts/primitives';

const tags = ['Company profile and users'];
const companySide = signedIn(ROLES.COMPANY, ROLES.CUSTOMER);
const companyOnly = signedIn(ROLES.COMPANY);
const profile = companyProfileSchema.openapi('CompanyProfile');
const customer = customerSchema.openapi('Customer');

export const getProfile = createRoute({
  operationId: 'getCompanyProfile',
  method: 'get',
  path: COMPANY_ENDPOINTS.COMPANY_PROFILE,
  tags,
  summary: "The user's company profile (read-only for customers); `id`, if given, must be that company",
  ...companySide,
  request: { query: companyProfileQuerySchema },
  responses: { 200: jsonContent(envelope(profile), 'The company profile'), ...errorResponses(400, 401, 403, 404) },
});

export const updateProfile = createRoute({
  operationId: 'updateCompanyProfile',
  method: 'post',
  path: COMPANY_ENDPOINTS.UPDATE_COMPANY_PROFILE,
  tags,
  summary: 'Save the company profile (multipart fields name, phone, website, address_line1, address_line2, country_id, state_id, city_id, zip, and an optional `logo` image); a field left out is cleared',
  ...companyOnly,
  request: { body: multipartBody(companyProfileFieldsSchema.extend({ logo: uploadFile.optional().openapi({ description: 'Optional new logo: PNG, JPEG or WebP' }) })) },
  responses: { 200: jsonContent(envelope(profile), 'Saved'), ...errorResponses(400, 401, 403, 413, 415) },
});

export const removeLogo = createRoute({
  operationId: 'removeCompanyLogo',
  method: 'patch',
  path: COMPANY_ENDPOINTS.REMOVE_COMPANY_LOGO,
  tags,
  summary: 'Remove the company logo',
  ...companyOnly,
  responses: { 200: jsonContent(envelope(profile), 'Removed'), ...errorResponses(401, 403) },
});

export const updateUserDetails = createRoute({
  operationId: 'updateOwnUserDetails',
  method: 'patch',
  path: COMPANY_ENDPOINTS.UPDATE_USER_DETAILS,
  tags,
  summary: "The signed-in user's own first name, last name and phone",
  ...companySide,
  request: { body: jsonBody(userDetailsInputSchema.openapi('UserDetailsRequest')) },
  responses: { 200: jsonContent(envelope(sessionUserSchema), 'Saved; the user as /me returns it'), ...errorResponses(400, 401, 403) },
});

export const createCustomer = createRoute(idempotent({
  operationId: 'createCustomerUser',
  method: 'post',
  path: COMPANY_ENDPOINTS.CREATE_CUSTOMER,
  tags,
  summary: 'Add a customer (sub-user) to the company; a customer who adds one manages them',
  ...companySide,
  request: { body: jsonBody(createCustomerSchema.openapi('CreateCustomerRequest')) },
  responses: { 201: jsonContent(envelope(customer), 'Created'), ...errorResponses(400, 401, 403, 409) },
}));

export const listCustomers = createRoute({
  operationId: 'listCustomerUsers',
  method: 'get',
  path: COMPANY_ENDPOINTS.GET_CUSTOMERS,
  tags,
  summary: "A page of the users the caller manages: all the company's customers for the company, those they added for a customer (company_id, if given, must be the user's company)",
  ...companySide,
  request: { query: customerListQuerySchema },
  responses: { 200: jsonContent(envelope(page(customer)), 'A page of customers'), ...errorResponses(400, 401, 403, 404) },
});

export const blockCustomer = createRoute({
  operationId: 'setCustomerUserBlocked',
  method: 'patch',
  path: COMPANY_ENDPOINTS.BLOCK_UNBLOCK_CUSTOMER,
  tags,
  summary: 'Block or unblock a user the caller manages; blocking ends their sessions at once',
  ...companySide,
  request: { body: jsonBody(blockCustomerSchema.openapi('BlockCustomerRequest')) },
  responses: { 200: jsonContent(envelope(customer), 'Saved'), ...errorResponses(400, 401, 403, 404) },
});

export const updateCustomer = createRoute({
  operationId: 'updateCustomerUser',
  method: 'patch',
  path: COMPANY_ENDPOINTS.UPDATE_CUSTOMER_DETAILS,
  tags,
  summary: "Edit the name, phone and email of a user the caller manages",
  ...companySide,
  request: { body: jsonBody(updateCustomerDetailsSchema.openapi('UpdateCustomerDetailsRequest')) },
  responses: { 200: jsonContent(envelope(customer), 'Saved'), ...errorResponses(400, 401, 403, 404, 409) },
});

export const getUser = createRoute({
  operationId: 'getVisibleUser',
  method: 'get',
  path: COMPANY_ASSIGNMENT_ENDPOINTS.GET_USER,
  tags,
  summary: 'A user the company side may see: its customers, or an applicant or assignee of its work orders',
  ...companySide,
  request: { query: z.object({ id: idField('Choose a user') }) },
  responses: { 200: jsonContent(envelope(visibleUserSchema.openapi('VisibleUser')), 'The user'), ...errorResponses(400, 401, 403, 404) },
});

