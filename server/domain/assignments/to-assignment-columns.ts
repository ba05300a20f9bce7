import { type AssignmentInput } from '@/contracts/assignment';
import { LOCATION_TYPE, PAYMENT_TYPE } from '@/constants';
import type { ResolvedReferences } from './resolve-assignment-references';
import { toScheduleInstants } from './schedule-instants';

/**
 * The assignments columns a draft sets. Only whitelisted fields are written; fields the chosen
 * location or payment type does not use are cleared, so a stored order never carries stale
 * figures of another pay structure.
 */
export function toAssignmentColumns(input: AssignmentInput, references: ResolvedReferences) {
  const { basic_info: basic, location, scheduling, pricing } = input;
  const isRemote = location.location_type === LOCATION_TYPE.REMOTE;
  const type = pricing.payment_type;
  const { startAt, endAt } = toScheduleInstants(scheduling);
  return {
    title: basic.title,
    categoryId: basic.category_id,
    description: basic.description,
    jobTitleId: basic.job_title_id ?? null,
    locationTypeId: location.location_type,
    addressLine1: isRemote ? null : (location.address_line1 ?? null),
    addressLine2: isRemote ? null : location.address_line2 || null,
    countryId: isRemote ? null : (location.country_id ?? null),
    stateId: isRemote ? null : (location.state_id ?? null),
    cityId: isRemote ? null : (location.city_id ?? null),
    zip: isRemote ? null : location.zip || null,
    latitude: references.latitude,
    longitude: references.longitude,
    searchTerms: references.searchTerms,
    scheduleType: scheduling.schedule_type,
    startAt,
    endAt,
    timezone: scheduling.timezone,
    paymentTypeId: type,
    hourlyRate: type === PAYMENT_TYPE.HOURLY ? (pricing.hourly_rate ?? null) : null,
    maxHours: type === PAYMENT_TYPE.FIXED ? null : (pricing.max_hours ?? null),
    fixedAmount: type === PAYMENT_TYPE.HOURLY ? null : (pricing.fixed_amount ?? null),
    blendedFirstHours: type === PAYMENT_TYPE.BLENDED ? (pricing.blended_first_hours ?? null) : null,
    blendedAdditionalRate: type === PAYMENT_TYPE.BLENDED ? (pricing.blended_additional_rate ?? null) : null,
    paymentDayId: pricing.payment_day_id,
  };
}
