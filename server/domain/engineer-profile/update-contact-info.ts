import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, engineers, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { ContactInfo } from '@/contracts/engineerProfile';
import { getEngineerProfile } from './get-engineer-profile';

type UpdateContactInfoOptions = { db: Database; userId: number; input: ContactInfo };

/** Saves names, phone and home address; the home coordinates come from the chosen city. */
export async function updateContactInfo({ db, userId, input }: UpdateContactInfoOptions) {
  const [city] = await db.select().from(cities).where(eq(cities.id, input.city_id)).limit(1);
  if (!city) throw AppError.field('city_id', 'Choose a city from the list');
  if (city.countryId !== input.country_id) throw AppError.field('state_id', 'Choose a state of the chosen country');
  if (city.stateId !== input.state_id) throw AppError.field('city_id', 'Choose a city of the chosen state');

  const home = {
    countryId: city.countryId,
    stateId: city.stateId,
    cityId: city.id,
    latitude: city.latitude,
    longitude: city.longitude,
    address: input.address || null,
    zip: input.zip || null,
  };
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ firstName: input.first_name, lastName: input.last_name, phone: input.phone || null })
      .where(eq(users.id, userId));
    await tx.insert(engineers).values({ userId, ...home }).onConflictDoUpdate({ target: engineers.userId, set: home });
  });
  return getEngineerProfile({ db, userId });
}
