import { count, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cities, countries, states } from '../db/schema';

/** Rows per INSERT … SELECT FROM unnest(…): big enough to make ~150k cities a few statements. */
const BATCH_SIZE = 25_000;

type Column = { values: unknown[]; type: 'int' | 'text' | 'float8' };

const toNumber = (value: string | null | undefined) => {
  const number = value ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : null;
};

/**
 * Countries, states and cities (with coordinates) from the country-state-city package. Ids
 * follow the package's order, so they are the same on every install. Skipped when present.
 */
export async function seedGeography({ db }: { db: Database }): Promise<boolean> {
  const [{ existing }] = await db.select({ existing: count() }).from(countries);
  if (existing > 0) return false;

  const { Country, State, City } = await import('country-state-city');
  const countryRows = Country.getAllCountries();
  const countryIds = new Map(countryRows.map((country, index) => [country.isoCode, index + 1]));

  const stateRows = State.getAllStates().filter((state) => countryIds.has(state.countryCode));
  const stateIds = new Map<string, number>();
  stateRows.forEach((state, index) => {
    const key = `${state.countryCode}:${state.isoCode}`;
    if (!stateIds.has(key)) stateIds.set(key, index + 1);
  });

  const cityRows = City.getAllCities().filter((city) => stateIds.has(`${city.countryCode}:${city.stateCode}`));

  await db.transaction(async (tx) => {
    await insertColumns(tx, sql`${countries} (id, name, iso2, phonecode, currency, emoji, latitude, longitude)`, [
      { type: 'int', values: countryRows.map((_, index) => index + 1) },
      { type: 'text', values: countryRows.map((country) => country.name) },
      { type: 'text', values: countryRows.map((country) => country.isoCode) },
      { type: 'text', values: countryRows.map((country) => country.phonecode || null) },
      { type: 'text', values: countryRows.map((country) => country.currency || null) },
      { type: 'text', values: countryRows.map((country) => country.flag || null) },
      { type: 'float8', values: countryRows.map((country) => toNumber(country.latitude)) },
      { type: 'float8', values: countryRows.map((country) => toNumber(country.longitude)) },
    ]);
    await insertColumns(tx, sql`${states} (id, name, iso2, country_id, latitude, longitude)`, [
      { type: 'int', values: stateRows.map((_, index) => index + 1) },
      { type: 'text', values: stateRows.map((state) => state.name) },
      { type: 'text', values: stateRows.map((state) => state.isoCode) },
      { type: 'int', values: stateRows.map((state) => countryIds.get(state.countryCode)) },
      { type: 'float8', values: stateRows.map((state) => toNumber(state.latitude)) },
      { type: 'float8', values: stateRows.map((state) => toNumber(state.longitude)) },
    ]);
    await insertColumns(tx, sql`${cities} (id, name, state_id, country_id, latitude, longitude)`, [
      { type: 'int', values: cityRows.map((_, index) => index + 1) },
      { type: 'text', values: cityRows.map((city) => city.name) },
      { type: 'int', values: cityRows.map((city) => stateIds.get(`${city.countryCode}:${city.stateCode}`)) },
      { type: 'int', values: cityRows.map((city) => countryIds.get(city.countryCode)) },
      { type: 'float8', values: cityRows.map((city) => toNumber(city.latitude)) },
      { type: 'float8', values: cityRows.map((city) => toNumber(city.longitude)) },
    ]);
  });
  return true;
}

/** Inserts column arrays in batches, each one statement with one array parameter per column. */
async function insertColumns(db: Database, target: SQL, columns: Column[]): Promise<void> {
  const total = columns[0].values.length;
  for (let start = 0; start < total; start += BATCH_SIZE) {
    const arrays = columns.map(
      ({ values, type }) => sql`${sql.param(values.slice(start, start + BATCH_SIZE))}::${sql.raw(type)}[]`,
    );
    await db.execute(sql`insert into ${target} select * from unnest(${sql.join(arrays, sql`, `)})`);
  }
}
