// The kinds of work order and the names of form parts that client and server agree on.

export const LOCATION_TYPE = { ON_SITE: 1, REMOTE: 2, HYBRID: 3 } as const;
export const PAYMENT_TYPE = { HOURLY: 1, FIXED: 2, BLENDED: 3 } as const;
export const SCHEDULE_TYPES = ['exact', 'window'] as const;
/** Columns the work-order list may be sorted by. */
export const ASSIGNMENT_SORT_FIELDS = ['created_at', 'start_at', 'title', 'status'] as const;
/** 0 Sunday … 6 Saturday, as Date#getDay and dayjs count them. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

// Multipart field names of the uploads: the API reads them, the portal's forms write them.

/** The field of a profile upload (picture, document) and of a delivered file. */
export const UPLOAD_FIELD = 'file';
/** The receipt (PDF or image) of an expense, optional. */
export const RECEIPT_FIELD = 'receipt';

