import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { states } from '../../db/schema';

type ListStatesOptions = { db: Database; countryId: number };

/** States (provinces, regions) of one country; an unknown country has none. */
export async function listStates({ db, countryId }: ListStatesOptions) {
  return db
    .select({
      id: states.id,
      name: states.name,
      iso2: states.iso2,
      country_id: states.countryId,
      latitude: states.latitude,
      longitude: states.longitude,
    })
    .from(states)
    .where(eq(states.countryId, countryId))
    .orderBy(asc(states.name));
}
