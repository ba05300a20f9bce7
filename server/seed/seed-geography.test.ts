import { City, Country, State } from 'country-state-city';
import { asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { cities, countries, states } from '../db/schema';
import { getTestDb } from '../test/helpers';
import { readCityBatches } from './geography-source';
import { seedGeography } from './seed-geography';

let db: Database;

beforeAll(async () => {
  db = await getTestDb();
});

// The test database was seeded by the streaming reader; the package's own API is the reference.
describe('seeded geography', () => {
  const packageCountries = Country.getAllCountries();
  const countryCodes = new Set(packageCountries.map((country) => country.isoCode));
  const packageStates = State.getAllStates().filter((state) => countryCodes.has(state.countryCode));
  const stateKeys = new Set(packageStates.map((state) => `${state.countryCode}:${state.isoCode}`));
  const packageCities = City.getAllCities().filter((city) => stateKeys.has(`${city.countryCode}:${city.stateCode}`));

  it('holds every country, state and city of the package, with ids in the package order', async () => {
    const [{ countryCount }] = await db.select({ countryCount: count() }).from(countries);
    const [{ stateCount }] = await db.select({ stateCount: count() }).from(states);
    const [{ cityCount }] = await db.select({ cityCount: count() }).from(cities);
    expect([countryCount, stateCount, cityCount]).toEqual([packageCountries.length, packageStates.length, packageCities.length]);

    for (const index of [0, 24_999, 25_000, 77_777, packageCities.length - 1]) {
      const expected = packageCities[index];
      const [row] = await db
        .select({ name: cities.name, latitude: cities.latitude, state: states.iso2, country: countries.iso2 })
        .from(cities)
        .innerJoin(states, eq(states.id, cities.stateId))
        .innerJoin(countries, eq(countries.id, cities.countryId))
        .where(eq(cities.id, index + 1));
      expect(row).toEqual({ name: expected.name, latitude: Number(expected.latitude), state: expected.stateCode, country: expected.countryCode });
    }
  });

  it('keeps the first country and state ids of the package', async () => {
    const [first] = await db.select({ iso2: countries.iso2 }).from(countries).orderBy(asc(countries.id)).limit(1);
    expect(first.iso2).toBe(packageCountries[0].isoCode);
    const [firstState] = await db.select({ name: states.name }).from(states).orderBy(asc(states.id)).limit(1);
    expect(firstState.name).toBe(packageStates[0].name);
  });

  it('is skipped when the tables are filled', async () => {
    expect(await seedGeography({ db })).toBe(false);
  });

  it('reads the cities in batches of the asked size', async () => {
    const sizes: number[] = [];
    for await (const batch of readCityBatches(50_000)) sizes.push(batch.length);
    expect(sizes.slice(0, -1).every((size) => size === 50_000)).toBe(true);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(City.getAllCities().length);
  });
});
