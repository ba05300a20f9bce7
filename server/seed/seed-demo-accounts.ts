import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cities, companies, countries, engineers, states } from '../db/schema';
import { createEngineerAccount } from '../domain/auth/create-engineer-account';
import { findActiveUserByEmail } from '../domain/auth/find-active-user-by-email';
import { registerCompany } from '../domain/auth/register-company';
import { createCustomer } from '../domain/customers/create-customer';
import { createNotification } from '../domain/notifications/create-notification';
import { DEMO_COMPANY, DEMO_CUSTOMER, DEMO_ENGINEERS, DEMO_PASSWORD } from './demo-accounts';
import { seedDemoWorkOrders } from './seed-demo-work-orders';

/**
 * Creates the demo company, its customer and two engineers, then the demo work orders; an account
 * whose email is already registered (an order whose title exists) is left alone, so running it
 * again changes nothing. Returns the emails created.
 */
export async function seedDemoAccounts({ db }: { db: Database }): Promise<string[]> {
  const created: string[] = [];

  let company = await findActiveUserByEmail({ db, email: DEMO_COMPANY.email });
  if (!company) {
    const user = await registerCompany({ db, input: { ...DEMO_COMPANY, password: DEMO_PASSWORD }, emailVerifiedAt: new Date() });
    await welcome(db, user.id);
    created.push(user.email);
    company = await findActiveUserByEmail({ db, email: DEMO_COMPANY.email });
  }

  const companyId = company ? await companyIdOf(db, company.id) : undefined;
  if (company && companyId && !(await findActiveUserByEmail({ db, email: DEMO_CUSTOMER.email }))) {
    const customer = await createCustomer({
      db,
      companyId,
      createdBy: company.id,
      firstName: DEMO_CUSTOMER.first_name,
      lastName: DEMO_CUSTOMER.last_name,
      email: DEMO_CUSTOMER.email,
      phone: DEMO_CUSTOMER.phone,
      password: DEMO_PASSWORD,
    });
    await welcome(db, customer.userId);
    created.push(DEMO_CUSTOMER.email);
  }

  const home = await findAustin(db);
  for (const engineer of DEMO_ENGINEERS) {
    if (await findActiveUserByEmail({ db, email: engineer.email })) continue;
    const user = await createEngineerAccount({ db, input: { ...engineer, password: DEMO_PASSWORD }, emailVerifiedAt: new Date() });
    await db
      .update(engineers)
      .set({ hourlyRate: engineer.hourly_rate, travelDistance: engineer.travel_distance, ...home })
      .where(eq(engineers.userId, user.id));
    await welcome(db, user.id);
    created.push(user.email);
  }
  await seedDemoWorkOrders({ db });
  return created;
}

async function companyIdOf(db: Database, ownerUserId: number) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.ownerUserId, ownerUserId));
  return row?.id;
}

/** The demo engineers live in Austin, Texas (when the geography is seeded). */
async function findAustin(db: Database) {
  const [row] = await db
    .select({ countryId: countries.id, stateId: states.id, cityId: cities.id, latitude: cities.latitude, longitude: cities.longitude })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(and(eq(countries.iso2, 'US'), eq(states.iso2, 'TX'), eq(cities.name, 'Austin')))
    .limit(1);
  return row ?? {};
}

function welcome(db: Database, userId: number) {
  return createNotification({
    db,
    userId,
    kind: 'account',
    title: 'Welcome to Service Portal',
    body: 'This is a demo account. Explore the portal; nothing here is real.',
  });
}
