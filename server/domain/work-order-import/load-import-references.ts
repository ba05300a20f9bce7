import { and, asc, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, cities, countries, customerPaymentTypes, deliverableDocumentTypes, jobTitles, locationTypes, paymentDays, skills, states } from '../../db/schema';
import type { NamedListTable } from '../../db/schema/reference';
import { joinSearchTerms } from '../assignments/describe-search-terms';
import type { ImportRow } from './read-import-csv';

/** A place a row names, with the coordinates an order there gets. */
export type ImportCity = { id: number; latitude: number | null; longitude: number | null };

/** The reference lists a file's names resolve against; every look-up ignores case and outer spaces. */
export type ImportReferences = {
  category(name: string): number | undefined;
  skill(name: string): number | undefined;
  jobTitle(name: string): number | undefined;
  documentType(name: string): number | undefined;
  /** By the list's name ("30 days") or the number of days ("30"). */
  paymentTerms(text: string): number | undefined;
  locationType(name: string): number | undefined;
  paymentType(name: string): number | undefined;
  /** By name or two-letter code. */
  country(text: string): number | undefined;
  /** By name or code, within the country. */
  state(countryId: number, text: string): number | undefined;
  /** By name, within the state (the first of the list when two share a name). */
  city(stateId: number, name: string): ImportCity | undefined;
  /** The order's keyword-search terms (skill and job-title names), as describeSearchTerms writes them. */
  searchTerms(skillIds: readonly number[], jobTitleId: number | null | undefined): string;
};

export const lookupKey = (text: string) => text.trim().toLowerCase();

type Named = { id: number; name: string };

const byName = (items: Named[]) => {
  const map = new Map<string, number>();
  for (const item of items) if (!map.has(lookupKey(item.name))) map.set(lookupKey(item.name), item.id);
  return (name: string) => map.get(lookupKey(name));
};

/** Answers look-ups from the given lists (the database's, or a test's). */
export function toImportReferences(lists: {
  categories: Named[];
  skills: Named[];
  jobTitles: Named[];
  documentTypes: Named[];
  paymentDays: (Named & { days: number })[];
  locationTypes: Named[];
  paymentTypes: Named[];
  countries: (Named & { iso2: string })[];
  states: (Named & { iso2: string; countryId: number })[];
  cities: (ImportCity & { name: string; stateId: number })[];
}): ImportReferences {
  const terms = byName(lists.paymentDays);
  const termsByDays = new Map(lists.paymentDays.map((item) => [String(item.days), item.id]));
  const countryIds = new Map<string, number>();
  for (const country of lists.countries) for (const key of [country.name, country.iso2]) if (!countryIds.has(lookupKey(key))) countryIds.set(lookupKey(key), country.id);
  const stateIds = new Map<string, number>();
  for (const state of lists.states) {
    for (const key of [state.name, state.iso2]) if (!stateIds.has(`${state.countryId}|${lookupKey(key)}`)) stateIds.set(`${state.countryId}|${lookupKey(key)}`, state.id);
  }
  const skillNameById = new Map(lists.skills.map((skill) => [skill.id, skill.name]));
  const jobTitleNames = new Map(lists.jobTitles.map((title) => [title.id, title.name]));
  const cityByKey = new Map<string, ImportCity>();
  for (const city of lists.cities) {
    const key = `${city.stateId}|${lookupKey(city.name)}`;
    if (!cityByKey.has(key)) cityByKey.set(key, { id: city.id, latitude: city.latitude, longitude: city.longitude });
  }
  return {
    category: byName(lists.categories),
    skill: byName(lists.skills),
    jobTitle: byName(lists.jobTitles),
    documentType: byName(lists.documentTypes),
    paymentTerms: (text) => terms(text) ?? termsByDays.get(text.trim()),
    locationType: byName(lists.locationTypes),
    paymentType: byName(lists.paymentTypes),
    country: (text) => countryIds.get(lookupKey(text)),
    state: (countryId, text) => stateIds.get(`${countryId}|${lookupKey(text)}`),
    city: (stateId, name) => cityByKey.get(`${stateId}|${lookupKey(name)}`),
    searchTerms: (skillIds, jobTitleId) => {
      const skillNames = [...new Set(skillIds)].map((id) => skillNameById.get(id)).filter((name): name is string => Boolean(name));
      return joinSearchTerms(skillNames, jobTitleId ? jobTitleNames.get(jobTitleId) : undefined);
    },
  };
}

const distinctKeys = (values: (string | undefined)[]) => [...new Set(values.filter((value): value is string => Boolean(value?.trim())).map(lookupKey))];

/**
 * Loads what the rows' names can resolve to: the short lists whole, and of the long place lists
 * only the countries, states and cities some row names (three queries whatever the row count).
 */
export async function loadImportReferences(db: Database, rows: ImportRow[]): Promise<ImportReferences> {
  const all = (table: NamedListTable) => db.select({ id: table.id, name: table.name }).from(table).orderBy(asc(table.id));
  const [categoryList, skillList, jobTitleList, documentTypeList, locationTypeList, paymentTypeList, paymentDayList] = await Promise.all([
    all(categories),
    all(skills),
    all(jobTitles),
    all(deliverableDocumentTypes),
    all(locationTypes),
    all(customerPaymentTypes),
    db.select({ id: paymentDays.id, name: paymentDays.name, days: paymentDays.days }).from(paymentDays).orderBy(asc(paymentDays.id)),
  ]);

  const countryKeys = distinctKeys(rows.map((row) => row.cells.country));
  const countryList = countryKeys.length
    ? await db
        .select({ id: countries.id, name: countries.name, iso2: countries.iso2 })
        .from(countries)
        .where(or(inArray(sql`lower(${countries.name})`, countryKeys), inArray(sql`lower(${countries.iso2})`, countryKeys)))
        .orderBy(asc(countries.id))
    : [];
  const stateKeys = distinctKeys(rows.map((row) => row.cells.state));
  const stateList =
    countryList.length && stateKeys.length
      ? await db
          .select({ id: states.id, name: states.name, iso2: states.iso2, countryId: states.countryId })
          .from(states)
          .where(
            and(
              inArray(states.countryId, countryList.map((country) => country.id)),
              or(inArray(sql`lower(${states.name})`, stateKeys), inArray(sql`lower(${states.iso2})`, stateKeys)),
            ),
          )
          .orderBy(asc(states.id))
      : [];
  const cityKeys = distinctKeys(rows.map((row) => row.cells.city));
  const cityList =
    stateList.length && cityKeys.length
      ? await db
          .select({ id: cities.id, name: cities.name, stateId: cities.stateId, latitude: cities.latitude, longitude: cities.longitude })
          .from(cities)
          .where(and(inArray(cities.stateId, stateList.map((state) => state.id)), inArray(sql`lower(${cities.name})`, cityKeys)))
          .orderBy(asc(cities.id))
      : [];

  return toImportReferences({
    categories: categoryList,
    skills: skillList,
    jobTitles: jobTitleList,
    documentTypes: documentTypeList,
    paymentDays: paymentDayList,
    locationTypes: locationTypeList,
    paymentTypes: paymentTypeList,
    countries: countryList,
    states: stateList,
    cities: cityList,
  });
}
