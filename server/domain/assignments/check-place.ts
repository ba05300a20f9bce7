import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, countries, states } from '../../db/schema';
import type { ApiFieldError } from '@/contracts/envelope';

type CheckPlaceOptions = {
  db: Database;
  countryId?: number | null;
  stateId?: number | null;
  cityId?: number | null;
  /** Prefix of the field paths errors point at, e.g. 'location.'. */
  pathPrefix?: string;
};

type PlaceCheck = { errors: ApiFieldError[]; latitude: number | null; longitude: number | null };

/**
 * Checks that a country, state and city exist and nest (the city in the state, the state in the
 * country); answers field errors and the coordinates of the most precise place given.
 */
export async function checkPlace({ db, countryId, stateId, cityId, pathPrefix = '' }: CheckPlaceOptions): Promise<PlaceCheck> {
  const errors: ApiFieldError[] = [];
  const fail = (field: string, message: string): PlaceCheck => ({ errors: [...errors, { path: `${pathPrefix}${field}`, message }], latitude: null, longitude: null });
  if (!countryId) return stateId || cityId ? fail('country_id', 'Choose a country') : { errors, latitude: null, longitude: null };

  const [country] = await db.select({ latitude: countries.latitude, longitude: countries.longitude }).from(countries).where(eq(countries.id, countryId)).limit(1);
  if (!country) return fail('country_id', 'Choose a country from the list');
  if (!stateId) return cityId ? fail('state_id', 'Choose a state') : { errors, ...country };

  const [state] = await db.select({ countryId: states.countryId, latitude: states.latitude, longitude: states.longitude }).from(states).where(eq(states.id, stateId)).limit(1);
  if (!state || state.countryId !== countryId) return fail('state_id', 'Choose a state of that country');
  if (!cityId) return { errors, latitude: state.latitude, longitude: state.longitude };

  const [city] = await db.select({ stateId: cities.stateId, latitude: cities.latitude, longitude: cities.longitude }).from(cities).where(eq(cities.id, cityId)).limit(1);
  if (!city || city.stateId !== stateId) return fail('city_id', 'Choose a city of that state');
  return { errors, latitude: city.latitude, longitude: city.longitude };
}
