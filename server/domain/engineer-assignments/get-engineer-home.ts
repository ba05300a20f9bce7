import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { engineers } from '../../db/schema';
import type { Home } from './engineer-sql';

/** Where the engineer lives (from their city) and how far they travel; home is null until they set a city. */
export async function getEngineerHome({ db, engineerId }: { db: Database; engineerId: number }): Promise<{ home: Home | null; travelDistance: number | null }> {
  const [row] = await db
    .select({ latitude: engineers.latitude, longitude: engineers.longitude, travelDistance: engineers.travelDistance })
    .from(engineers)
    .where(eq(engineers.userId, engineerId))
    .limit(1);
  const home = row?.latitude != null && row.longitude != null ? { latitude: row.latitude, longitude: row.longitude } : null;
  return { home, travelDistance: row?.travelDistance ?? null };
}
