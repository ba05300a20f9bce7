import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countries } from '../../db/schema';

export async function listCountries({ db }: { db: Database }) {
  return db
    .select({
      id: countries.id,
      name: countries.name,
      iso2: countries.iso2,
      phonecode: countries.phonecode,
      latitude: countries.latitude,
      longitude: countries.longitude,
    })
    .from(countries)
    .orderBy(asc(countries.name));
}
