import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, deliverableDocumentTypes, jobTitles, paymentDays, skills } from '../../db/schema';
import type { NamedListTable } from '../../db/schema/reference';
import type { ApiFieldError } from '@/contracts/envelope';
import { AppError } from '../../lib/errors';
import { type AssignmentInput } from '@/contracts/assignment';
import { LOCATION_TYPE } from '@/constants';
import { checkPlace } from './check-place';
import { joinSearchTerms } from './describe-search-terms';

type ResolveOptions = { db: Database; input: Omit<AssignmentInput, 'scheduling'> };

export type ResolvedReferences = { latitude: number | null; longitude: number | null; searchTerms: string };

/**
 * Checks that every list item the draft names exists (and that the city lies in the state and
 * country chosen), so a stale id is a field error, not a database failure. Answers the
 * coordinates of the order (its city's, or none for remote work) and its search terms (the names of
 * its skills and job title).
 */
export async function resolveAssignmentReferences({ db, input }: ResolveOptions): Promise<ResolvedReferences> {
  const errors: ApiFieldError[] = [];
  const { basic_info: basic, location, pricing, deliverables } = input;

  const missingIds = async (table: NamedListTable | typeof paymentDays, ids: number[]) => {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, unique));
    const known = new Set(found.map((row) => row.id));
    return unique.filter((id) => !known.has(id));
  };

  if ((await missingIds(categories, [basic.category_id])).length) errors.push({ path: 'basic_info.category_id', message: 'Choose a category from the list' });
  // Skills and the job title are read with their names: the order's search terms are made of them.
  const namedItems = async (table: NamedListTable, ids: number[]) => {
    const unique = [...new Set(ids)];
    const found = unique.length ? await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, unique)) : [];
    const known = new Set(found.map((row) => row.id));
    return { missing: unique.filter((id) => !known.has(id)), names: found.map((row) => row.name) };
  };
  const skillItems = await namedItems(skills, basic.skill_ids);
  if (skillItems.missing.length) errors.push({ path: 'basic_info.skill_ids', message: 'Choose skills from the list' });
  const jobTitleItems = await namedItems(jobTitles, basic.job_title_id ? [basic.job_title_id] : []);
  if (jobTitleItems.missing.length) errors.push({ path: 'basic_info.job_title_id', message: 'Choose a job title from the list' });
  if ((await missingIds(paymentDays, [pricing.payment_day_id])).length) errors.push({ path: 'pricing.payment_day_id', message: 'Choose payment terms from the list' });
  const unknownTypes = new Set(await missingIds(deliverableDocumentTypes, deliverables.map((item) => item.document_type_id)));
  deliverables.forEach((item, index) => {
    if (unknownTypes.has(item.document_type_id)) errors.push({ path: `deliverables.${index}.document_type_id`, message: 'Choose a document type from the list' });
  });

  let coordinates = { latitude: null as number | null, longitude: null as number | null };
  if (location.location_type !== LOCATION_TYPE.REMOTE) {
    const place = await checkPlace({ db, countryId: location.country_id, stateId: location.state_id, cityId: location.city_id, pathPrefix: 'location.' });
    errors.push(...place.errors);
    coordinates = { latitude: place.latitude, longitude: place.longitude };
  }

  if (errors.length > 0) throw new AppError('BAD_REQUEST', errors[0].message, errors);
  return { ...coordinates, searchTerms: joinSearchTerms(skillItems.names, jobTitleItems.names[0]) };
}
