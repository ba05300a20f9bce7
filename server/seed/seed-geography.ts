import { count, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cities, countries, states } from '../db/schema';
import { readCityBatches, readCountries, readStates } from './geography-source';

/** Rows per INSERT … SELECT FROM unnest(…) and cities read at a time: ~150k cities in a few statements. */
const BATCH_SIZE = 25_000;

type Column = { values: unknown[]; type: 'int' | 'text' | 'float8' };

const toNumber = (value: string | null | undefined) => {
  const number = value ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : null;
};

/**
 * Countries, states and cities (with coordinates) from the country-state-city package's data.
 * Ids follow the package's order, so they are the same on every install. Skipped when present.
 * Cities are read and inserted a batch at a time (see geography-source.ts).
 */
export async function seedGeography({ db }: { db: Database }): Promise<boolean> {
  const [{ existing }] = await db.select({ existing: count() }).from(countries);
  if (existing > 0) return false;

  const countryRows = await readCountries();
  const countryIds = new Map(countryRows.map((country, index) => [country.isoCode, index + 1]));

  const stateRows = (await readStates()).filter((state) => countryIds.has(state.countryCode));
  const stateIds = new Map<string, number>();
  stateRows.forEach((state, index) => {
    const key = `${state.countryCode}:${state.isoCode}`;
    if (!stateIds.has(key)) stateIds.set(key, index + 1);
  });

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
    let lastCityId = 0;
    for await (const batch of readCityBatches(BATCH_SIZE)) {
      const cityRows = batch.filter(([, countryCode, stateCode]) => stateIds.has(`${countryCode}:${stateCode}`));
      await insertColumns(tx, sql`${cities} (id, name, state_id, country_id, latitude, longitude)`, [
        { type: 'int', values: cityRows.map((_, index) => lastCityId + index + 1) },
        { type: 'text', values: cityRows.map(([name]) => name) },
        { type: 'int', values: cityRows.map(([, countryCode, stateCode]) => stateIds.get(`${countryCode}:${stateCode}`)) },
        { type: 'int', values: cityRows.map(([, countryCode]) => countryIds.get(countryCode)) },
        { type: 'float8', values: cityRows.map(([, , , latitude]) => toNumber(latitude)) },
        { type: 'float8', values: cityRows.map(([, , , , longitude]) => toNumber(longitude)) },
      ]);
      lastCityId += cityRows.length;
    }
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
