import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { engineers } from '../../db/schema';
import type { Home } from './engineer-sql';

type EngineerHome = { home: Home | null; travelDistance: number | null };
type HomeFields = { latitude: number | null; longitude: number | null; travelDistance: number | null };

/** The home in a row of getEngineerHome's columns (or engineerHomeSql's). */
export const readEngineerHome = (row: HomeFields | null | undefined): EngineerHome => ({
  home: row?.latitude != null && row.longitude != null ? { latitude: row.latitude, longitude: row.longitude } : null,
  travelDistance: row?.travelDistance ?? null,
});

/** Where the engineer lives (from their city) and how far they travel; home is null until they set a city. */
export async function getEngineerHome({ db, engineerId }: { db: Database; engineerId: number }): Promise<EngineerHome> {
  const [row] = await db
    .select({ latitude: engineers.latitude, longitude: engineers.longitude, travelDistance: engineers.travelDistance })
    .from(engineers)
    .where(eq(engineers.userId, engineerId))
    .limit(1);
  return readEngineerHome(row);
}

/** getEngineerHome as a column of another query (no statement of its own); read it with readEngineerHome. */
export const engineerHomeSql = (engineerId: number) =>
  sql<HomeFields | null>`(select json_build_object('latitude', ${engineers.latitude}, 'longitude', ${engineers.longitude}, 'travelDistance', ${engineers.travelDistance}) from ${engineers} where ${eq(engineers.userId, engineerId)} limit 1)`;
