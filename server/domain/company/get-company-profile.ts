import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, companies, countries, states, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { CompanyProfile } from '@/contracts/company';
import { getCompanyRatingSummary } from '../assignments/rating-summary';

type GetCompanyProfileOptions = { db: Database; companyId: number; canEdit: boolean };

/** The company's profile with its contact person and how engineers rated it. */
export async function getCompanyProfile({ db, companyId, canEdit }: GetCompanyProfileOptions): Promise<CompanyProfile> {
  const [row] = await db
    .select({ company: companies, owner: users, countryName: countries.name, stateName: states.name, cityName: cities.name })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerUserId))
    .leftJoin(countries, eq(countries.id, companies.countryId))
    .leftJoin(states, eq(states.id, companies.stateId))
    .leftJoin(cities, eq(cities.id, companies.cityId))
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Company not found.');
  const { company, owner } = row;
  return {
    id: company.id,
    name: company.name,
    logo: company.logo,
    phone: company.phone,
    website: company.website,
    address_line1: company.addressLine1,
    address_line2: company.addressLine2,
    country_id: company.countryId,
    country_name: row.countryName,
    state_id: company.stateId,
    state_name: row.stateName,
    city_id: company.cityId,
    city_name: row.cityName,
    zip: company.zip,
    ...(await getCompanyRatingSummary({ db, companyId })),
    contact: { id: owner.id, first_name: owner.firstName, last_name: owner.lastName, email: owner.email, phone: owner.phone },
    can_edit: canEdit,
  };
}
