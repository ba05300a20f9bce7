import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities } from '../../db/schema';

type ListCitiesOptions = { db: Database; stateId: number };

/** Cities of one state; an unknown state has none. */
export async function listCities({ db, stateId }: ListCitiesOptions) {
  return db
    .select({
      id: cities.id,
      name: cities.name,
      state_id: cities.stateId,
      country_id: cities.countryId,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(cities)
    .where(eq(cities.stateId, stateId))
    .orderBy(asc(cities.name));
}
