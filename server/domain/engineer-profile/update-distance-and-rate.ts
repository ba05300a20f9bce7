import type { Database } from '../../db/client';
import { engineers } from '../../db/schema';

type UpdateDistanceAndRateOptions = { db: Database; userId: number; hourlyRate: number; travelDistance: number };

/** Saves the engineer's hourly rate and how far (miles) they travel for work. */
export async function updateDistanceAndRate({ db, userId, hourlyRate, travelDistance }: UpdateDistanceAndRateOptions) {
  const values = { hourlyRate, travelDistance };
  await db.insert(engineers).values({ userId, ...values }).onConflictDoUpdate({ target: engineers.userId, set: values });
  return { hourly_rate: hourlyRate, travel_distance: travelDistance };
}
