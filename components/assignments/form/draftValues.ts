import {
  assignmentDefaults,
  type AssignmentDetails,
  type AssignmentFormValues,
  type FileInfo,
} from '@/contracts/assignment';
import type { DraftAssignmentState, DraftPatch } from '@/store/draftAssignmentSlice';

type Sections = Pick<AssignmentFormValues, 'basic_info' | 'location' | 'scheduling' | 'pricing'>;

/** The zone this browser is in, the default for a new order's schedule. */
export function getBrowserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || '';
  } catch {
    return '';
  }
}

/** The form's values from the stored draft: defaults first, then what the user has entered. */
export function draftToFormValues(draft: DraftAssignmentState): AssignmentFormValues {
  const pick = <K extends keyof Sections>(section: K): Sections[K] => ({ ...assignmentDefaults[section], ...draft[section] }) as Sections[K];
  const scheduling = pick('scheduling');
  return {
    basic_info: pick('basic_info'),
    location: pick('location'),
    scheduling: { ...scheduling, timezone: scheduling.timezone || getBrowserTimeZone() },
    pricing: pick('pricing'),
    deliverables: (draft.deliverables ?? []) as AssignmentFormValues['deliverables'],
  };
}

/** What the store keeps of the form while the user types. */
export function formValuesToDraft(values: AssignmentFormValues): DraftPatch {
  return {
    basic_info: { ...values.basic_info },
    location: { ...values.location },
    scheduling: { ...values.scheduling },
    pricing: { ...values.pricing },
    deliverables: (values.deliverables ?? []).map((deliverable) => ({ ...deliverable })),
  };
}

/** The documents the draft keeps: those of the order being edited that were not removed. */
export const draftDocuments = (draft: DraftAssignmentState): FileInfo[] => draft.documents as FileInfo[];

/** An existing order as a draft, to be edited. */
export function detailsToDraft(details: AssignmentDetails): DraftPatch & { assignment_id: number } {
  const { basic_info, location, scheduling, pricing } = details;
  return {
    assignment_id: details.id,
    basic_info: {
      title: basic_info.title,
      category_id: basic_info.category_id,
      description: basic_info.description,
      skill_ids: basic_info.skill_ids,
      job_title_id: basic_info.job_title_id,
    },
    location: {
      location_type: location.location_type,
      address_line1: location.address_line1 ?? '',
      address_line2: location.address_line2 ?? '',
      country_id: location.country_id,
      state_id: location.state_id,
      city_id: location.city_id,
      zip: location.zip ?? '',
    },
    scheduling: {
      schedule_type: scheduling.schedule_type,
      start_date: scheduling.start_date,
      start_time: scheduling.start_time,
      end_date: scheduling.end_date,
      end_time: scheduling.end_time,
      timezone: scheduling.timezone,
    },
    pricing: {
      payment_type: pricing.payment_type,
      hourly_rate: pricing.hourly_rate,
      max_hours: pricing.max_hours,
      fixed_amount: pricing.fixed_amount,
      blended_first_hours: pricing.blended_first_hours,
      blended_additional_rate: pricing.blended_additional_rate,
      payment_day_id: pricing.payment_day_id,
    },
    deliverables: details.deliverables.map(({ id, name, document_type_id, is_required }) => ({ id, name, document_type_id, is_required })),
    documents: details.documents.map((file) => ({ ...file })),
  };
}
