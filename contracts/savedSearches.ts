import '@/contracts/configureZod';
import { z } from 'zod';
import { idField, idValue, isoTime, requiredText } from '@/contracts/primitives';
import {
  earliestStartField,
  FIND_WORK_SORT_FIELDS,
  keywordsField,
  latestStartField,
  minPayField,
  paymentTypeFilterField,
  sortByField,
  startDatesInOrder,
} from '@/contracts/engineerAssignments';

// An engineer's saved Find Work searches: a name, the filters of find work (the same pieces as
// its query), and whether a newly posted order that matches alerts them.

export const SAVED_SEARCH_LIMITS = {
  /** Saved searches per engineer. */
  maxPerEngineer: 10,
  nameMaxLength: 80,
} as const;

/** The filters a saved search keeps: find work's, as JSON (skill ids as a list). */
const savedSearchFilterFields = {
  q: keywordsField().nullable().transform((value) => value ?? null),
  skill_ids: z
    .array(idValue('Choose skills from the list'), { error: 'Choose skills from the list' })
    .max(50, 'Choose at most 50 skills')
    .default([])
    .transform((ids) => [...new Set(ids)]),
  payment_type: paymentTypeFilterField().nullish().transform((value) => value ?? null),
  min_pay: minPayField().nullish().transform((value) => value ?? null),
  within_distance: z.boolean({ error: 'Use true or false' }).default(false),
  start_from: earliestStartField().nullable().transform((value) => value ?? null),
  start_to: latestStartField().nullable().transform((value) => value ?? null),
  sort_by: sortByField().nullish().transform((value) => value ?? null),
};

/** The name and "Alert me" of a saved search: the save dialog's form. */
export const savedSearchNamingSchema = z.object({
  name: requiredText('Give the search a name', SAVED_SEARCH_LIMITS.nameMaxLength),
  /** Alert me: a notification (and a mail digest) when a matching order is posted. */
  alert: z.boolean({ error: 'Use true or false' }).default(false),
});
export type SavedSearchNaming = z.output<typeof savedSearchNamingSchema>;

export const savedSearchInputSchema = z
  .object({ ...savedSearchNamingSchema.shape, ...savedSearchFilterFields })
  .refine(...startDatesInOrder);
export type SavedSearchInput = z.input<typeof savedSearchInputSchema>;
export type SavedSearchRequest = z.output<typeof savedSearchInputSchema>;

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  q: z.string().nullable(),
  skill_ids: z.array(z.number().int()),
  payment_type: z.number().int().nullable(),
  min_pay: z.number().nullable(),
  within_distance: z.boolean(),
  start_from: z.string().nullable(),
  start_to: z.string().nullable(),
  sort_by: z.enum(FIND_WORK_SORT_FIELDS).nullable(),
  alert: z.boolean(),
  created_at: isoTime,
  updated_at: isoTime,
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** The `{id}` of PUT/DELETE /engineers/saved-searches/{id}. */
export const savedSearchIdParamSchema = z.object({ id: idField('Choose a saved search') });
