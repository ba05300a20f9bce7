import { ROLES, type SignedInRole } from '@/constants';

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'Password123!';

export const DEMO_COMPANY = {
  company_name: 'Acme Field Services',
  first_name: 'Alice',
  last_name: 'Carter',
  email: 'company@demo.test',
  phone: '+1 512 555 0100',
} as const;

export const DEMO_CUSTOMER = {
  first_name: 'Cody',
  last_name: 'Brooks',
  email: 'customer@demo.test',
  phone: '+1 512 555 0101',
} as const;

export const DEMO_ENGINEERS = [
  { first_name: 'Erin', last_name: 'Diaz', email: 'engineer@demo.test', phone: '+1 512 555 0102', hourly_rate: 55, travel_distance: 50 },
  { first_name: 'Frank', last_name: 'Moreno', email: 'engineer2@demo.test', phone: '+1 512 555 0103', hourly_rate: 48, travel_distance: 30 },
] as const;

export type DemoAccount = { role: SignedInRole; name: string; email: string; password: string };

/** The demo logins, as printed on first start and listed in the README. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: ROLES.COMPANY, name: `${DEMO_COMPANY.first_name} ${DEMO_COMPANY.last_name} (${DEMO_COMPANY.company_name})`, email: DEMO_COMPANY.email, password: DEMO_PASSWORD },
  { role: ROLES.CUSTOMER, name: `${DEMO_CUSTOMER.first_name} ${DEMO_CUSTOMER.last_name}`, email: DEMO_CUSTOMER.email, password: DEMO_PASSWORD },
  ...DEMO_ENGINEERS.map((engineer) => ({
    role: ROLES.FIELD_ENGINEER,
    name: `${engineer.first_name} ${engineer.last_name}`,
    email: engineer.email,
    password: DEMO_PASSWORD,
  })),
];
