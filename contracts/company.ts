import '@/contracts/configureZod';
import { z } from 'zod';
import { idField, idValue, optionalText, pageFields, requiredText } from '@/contracts/primitives';
import { emailField, newPasswordField, sessionUserSchema } from '@/contracts/auth';

// Company profile and the company's users (customers). Plain zod, shared with the portal forms.

const phoneField = z.string().trim().max(30, 'Use at most 30 characters').nullish();
const optionalId = (message: string) => idValue(message).nullish();

/** The company profile form's values (update-company-profile takes them as multipart fields, companyProfileFieldsSchema). */
export const companyProfileInputSchema = z.object({
  name: requiredText('Enter the company name', 200),
  phone: phoneField,
  website: z
    .string()
    .trim()
    .max(300, 'Use at most 300 characters')
    .refine((value) => value === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value), 'Enter a web address starting with http:// or https://')
    .nullish(),
  address_line1: optionalText(200),
  address_line2: optionalText(200),
  country_id: optionalId('Choose a country'),
  state_id: optionalId('Choose a state'),
  city_id: optionalId('Choose a city'),
  zip: optionalText(20),
});
export type CompanyProfileInput = z.infer<typeof companyProfileInputSchema>;

/** update-company-profile's multipart fields beside the optional `logo`: the same rules, ids sent as text; a field left out is cleared. */
export const companyProfileFieldsSchema = companyProfileInputSchema.extend({
  country_id: idField('Choose a country').optional(),
  state_id: idField('Choose a state').optional(),
  city_id: idField('Choose a city').optional(),
});

export const companyProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  address_line1: z.string().nullable(),
  address_line2: z.string().nullable(),
  country_id: z.number().int().nullable(),
  country_name: z.string().nullable(),
  state_id: z.number().int().nullable(),
  state_name: z.string().nullable(),
  city_id: z.number().int().nullable(),
  city_name: z.string().nullable(),
  zip: z.string().nullable(),
  rating_average: z.number().nullable(),
  rating_count: z.number().int(),
  /** The company user (contact person). */
  contact: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string(), phone: z.string().nullable() }),
  /** False for customers: they read the profile but cannot change it. */
  can_edit: z.boolean(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const companyProfileQuerySchema = z.object({ id: idField('Choose a company').optional() });

/** The signed-in user's own name and phone. */
export const userDetailsInputSchema = z.object({
  first_name: requiredText('Enter the first name'),
  last_name: requiredText('Enter the last name'),
  phone: phoneField,
});
export type UserDetailsInput = z.infer<typeof userDetailsInputSchema>;

export const createCustomerSchema = userDetailsInputSchema.extend({ email: emailField, password: newPasswordField });
export type CreateCustomerInput = z.infer<typeof createCustomerSchema>;

export const updateCustomerDetailsSchema = userDetailsInputSchema.extend({
  customer_id: idField('Choose a user'),
  email: emailField,
});
export type UpdateCustomerDetailsInput = z.infer<typeof updateCustomerDetailsSchema>;

export const blockCustomerSchema = z.object({
  customer_id: idField('Choose a user'),
  blocked: z.boolean({ error: 'Say whether the user is blocked' }),
});
export type BlockCustomerInput = z.infer<typeof blockCustomerSchema>;

export const customerListQuerySchema = z.object({
  company_id: idField('Choose a company').optional(),
  ...pageFields,
  search: z.string().trim().max(200, 'Use at most 200 characters').optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** A customer (sub-user) as the company's user list shows it. */
export const customerSchema = z.object({
  customer_id: z.number().int(),
  user_id: z.number().int(),
  company_id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  blocked: z.boolean(),
  created_at: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** A user the company side may look at: one of its customers, or an applicant or assignee of its orders. */
export const visibleUserSchema = sessionUserSchema.extend({
  /** Customers only: whether the company has blocked them. */
  blocked: z.boolean().nullable(),
  /** Engineers only. */
  engineer: z
    .object({
      hourly_rate: z.number().nullable(),
      travel_distance: z.number().int().nullable(),
      city_name: z.string().nullable(),
      state_name: z.string().nullable(),
      skills: z.array(z.object({ id: z.number().int(), name: z.string() })),
      rating_average: z.number().nullable(),
      rating_count: z.number().int(),
    })
    .nullable(),
});
export type VisibleUser = z.infer<typeof visibleUserSchema>;
