import { SAVED_SEARCH_LIMITS, savedSearchNamingSchema } from '@/contracts/savedSearches';

/** The name dialog's fields for a saved search: its name and "Alert me". */
export const SEARCH_NAME_FIELDS = {
  nameLabel: 'Name',
  nameHelperText: 'e.g. “Fiber jobs near me”.',
  maxLength: SAVED_SEARCH_LIMITS.nameMaxLength,
  schema: savedSearchNamingSchema,
  checkbox: {
    name: 'alert',
    label: 'Alert me when new work matches',
    helperText: 'A notification as soon as a matching order is posted, and a mail at most hourly (turn it off in your mail settings).',
  },
} as const;
