import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, countries, engineers, states, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { EngineerProfile } from '@/contracts/engineerProfile';
import { toPersonFields } from '../auth/to-person-fields';
import { getProfileCompleteness } from './get-profile-completeness';

type GetEngineerProfileOptions = { db: Database; userId: number };

/** The engineer's basics (names, contact, home, rate and distance) and how complete the profile is. */
export async function getEngineerProfile({ db, userId }: GetEngineerProfileOptions): Promise<EngineerProfile> {
  const [row] = await db
    .select({
      user: users,
      engineer: engineers,
      country: { id: countries.id, name: countries.name },
      state: { id: states.id, name: states.name },
      city: { id: cities.id, name: cities.name },
    })
    .from(users)
    .leftJoin(engineers, eq(engineers.userId, users.id))
    .leftJoin(countries, eq(countries.id, engineers.countryId))
    .leftJoin(states, eq(states.id, engineers.stateId))
    .leftJoin(cities, eq(cities.id, engineers.cityId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Profile not found.');

  const { user, engineer } = row;
  const completeness = await getProfileCompleteness({
    db,
    userId,
    hasPicture: Boolean(user.profilePicture),
    hasContact: Boolean(user.phone && engineer?.cityId),
    hasRateAndDistance: Boolean(engineer?.hourlyRate && engineer.travelDistance),
  });
  return {
    ...toPersonFields(user),
    address: engineer?.address ?? null,
    zip: engineer?.zip ?? null,
    country_id: engineer?.countryId ?? null,
    state_id: engineer?.stateId ?? null,
    city_id: engineer?.cityId ?? null,
    country: row.country,
    state: row.state,
    city: row.city,
    latitude: engineer?.latitude ?? null,
    longitude: engineer?.longitude ?? null,
    hourly_rate: engineer?.hourlyRate ?? null,
    travel_distance: engineer?.travelDistance ?? null,
    completeness,
  };
}
