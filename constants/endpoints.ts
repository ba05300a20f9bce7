/**
 * Every API path, relative to the v1 root. Only services (portal) and
 * route definitions (server) use these; nothing else spells a URL.
 */
export const API_V1_BASE = '/api/v1';

export const AUTH_ENDPOINTS = {
  ENGINEER_SIGNUP: '/engineers/signup',
  REGISTER_COMPANY: '/register-company',
  LOGIN: '/login',
  LOGOUT: '/logout',
  ME: '/me',
  CREATE_RESET_TOKEN: '/create-reset-token',
  UPDATE_RESET_TOKEN: '/update-reset-token',
  CHANGE_PASSWORD: '/change-password',
  SEND_OTP: '/send-otp',
  VERIFY_OTP: '/verify-otp',
  VERIFY_EMAIL: '/verify-email',
  RESEND_VERIFICATION_CODE: '/resend-verification-code',
  DELETE_USER: '/delete-user',
} as const;

export const LIST_ENDPOINTS = {
  DOCUMENT_TYPES: '/engineers/document_types',
  ENGINEER_PAYMENT_TYPES: '/engineers/payment_type',
  CATEGORIES: '/customers/get-category',
  COUNTRIES: '/country',
  STATES: '/states',
  CITIES: '/city',
  LANGUAGES: '/engineers/languages',
  FLUENCY_LEVELS: '/fluency-levels',
  SKILLS: '/engineers/skills',
  JOB_TITLES: '/engineers/job_titles',
  TIMEZONES: '/timezone',
  PAYMENT_METHODS: '/engineers/payment-methods',
  LOCATION_TYPES: '/get-location-type',
  CUSTOMER_PAYMENT_TYPES: '/customers/payment_type',
  PAYMENT_DAYS: '/customers/get-payment-days',
  DELIVERABLE_DOCUMENT_TYPES: '/customers/deliverable-document-type',
} as const;

export const ENGINEER_PROFILE_ENDPOINTS = {
  BASIC_INFO: '/engineers/basicInfo',
  /** The engineer's languages: listed (GET), added (POST) and changed (PATCH) at one path. */
  USER_LANGUAGES: '/engineers/get-user-languages',
  /** The engineer's skills and job titles: listed (GET) and added (POST). */
  SKILLS_AND_TITLES: '/engineers/get-skill-and-title',
  /** The engineer's documents: listed (GET) and uploaded (POST). */
  USER_DOCUMENTS: '/engineers/get-user-documents',
  GET_USER_WORKING_HOUR: '/engineers/get-user-working-hour',
  PAYMENT_INFO: '/engineers/payment-info',
  UPDATE_CONTACT_INFO: '/engineers/update-contact-info',
  UPLOAD_PROFILE_PICTURE: '/engineers/upload-engineer-profile-picture',
  REMOVE_PROFILE_PICTURE: '/engineers/remove-engineer-profile-picture',
  UPDATE_DISTANCE_AND_RATE: '/engineers/update-distance-and-rate',
  UPDATE_JOB_TITLE: '/engineers/update-job-title',
  DELETE_USER_LANGUAGES: '/engineers/delete-user-languages',
  DELETE_SKILL: '/engineers/delete-skill',
  DELETE_DOCUMENT: '/engineers/delete-document',
  WORKING_HOURS: '/engineers/working_hours',
  UPDATE_WORKING_HOURS: '/engineers/update-working-hours',
  /** Download of one of the engineer's own documents (?id=). */
  USER_DOCUMENT: '/engineers/user-document',
} as const;

/** Company and customer paths sit under the customers prefix. */
export const COMPANY_ENDPOINTS = {
  COMPANY_PROFILE: '/customers/company-profile',
  UPDATE_COMPANY_PROFILE: '/customers/update-company-profile',
  UPDATE_USER_DETAILS: '/customers/update-user-details',
  REMOVE_COMPANY_LOGO: '/customers/remove-company-logo',
  CREATE_CUSTOMER: '/customers/create-customer',
  GET_CUSTOMERS: '/customers/get-customers',
  BLOCK_UNBLOCK_CUSTOMER: '/customers/block_unblock_customer',
  UPDATE_CUSTOMER_DETAILS: '/customers/update-customer-details',
} as const;

export const COMPANY_ASSIGNMENT_ENDPOINTS = {
  ASSIGNMENTS: '/customers/customer_assignments',
  DETAILS: '/customers/get-assignment-details',
  GET_USER: '/customers/get_user',
  TALENT_ENGINEERS: '/customers/get-talent-engineer',
  ASSIGN: '/customers/assign-assignment',
  DECLINE: '/customers/decline-assignment',
  CANCEL: '/customers/cancel-assignment',
  UPDATE: '/customers/update-assignment',
  COMPLETE: '/customers/complete-assignment',
  APPROVE: '/customers/approve-assignment',
  SEND_FOR_CORRECTION: '/customers/send-for-correction',
  DELETE: '/customers/delete-assignment',
  CONFIRM_CHECK_IN: '/customers/check-in',
  CONFIRM_CHECK_OUT: '/customers/check-out',
  CONFIRM: '/customers/confirm-assignment-customer',
  LOGS: '/customers/get-assignment-logs',
  /** Download of a work-order document by its company side (?id=). */
  DOCUMENT: '/customers/assignment-document',
  /** Record the payment (the spec names no path for it). */
  PAY: '/customers/pay-assignment',
  /** What pay-assignment would record (?id=), shown before paying. */
  PAYMENT_BREAKDOWN: '/customers/payment-breakdown',
  /** Download of a delivered file by the company side (?id= of the deliverable). */
  DELIVERABLE_FILE: '/customers/deliverable-file',
  /** An applicant's or the assignee's profile as the order's company side sees it (?assignment_id=&engineer_id=; not in the spec). */
  APPLICANT_PROFILE: '/customers/get-engineer-profile',
} as const;

export const ENGINEER_ASSIGNMENT_ENDPOINTS = {
  ASSIGNMENTS: '/engineers/get-assignment',
  DETAILS: '/engineers/get-assignment-details',
  APPLIED: '/engineers/get-applied-assignment',
  APPLIED_DETAILS: '/engineers/get-applied-assignment-details',
  APPLY: '/engineers/apply-assignment',
  CHECK_IN: '/engineers/check-in',
  CHECK_OUT: '/engineers/check-out',
  CONFIRM: '/engineers/confirm-assignment-engineer',
  LEAVE: '/engineers/leave-assignment',
  ADD_DELIVERABLE: '/engineers/add-deliverable',
  COMPLETE: '/engineers/complete-assignment',
  COUNTER_OFFER: '/engineers/create-counter-offer',
  /** POST {assignment_id}: take an order offered to the engineer alone (assigned to them). */
  ACCEPT_OFFER: '/engineers/accept-offer',
  /** POST {assignment_id}: turn it down (it opens to everyone). */
  DECLINE_OFFER: '/engineers/decline-offer',
  /** Download of a work-order document by an applicant or the assignee (?id=). */
  DOCUMENT: '/engineers/assignment-document',
  /** Download of a file the engineer delivered (?id= of the deliverable). */
  DELIVERABLE_FILE: '/engineers/deliverable-file',
  /** The customer's signature as a Customer Sign-off deliverable (multipart, not in the spec). */
  CUSTOMER_SIGN_OFF: '/engineers/customer-sign-off',
} as const;

export const EXPENSE_ENDPOINTS = {
  EXPENSES: '/expenses',
  /** PUT: approve or reject; `{id}` is replaced by the expense id (see withPathId). */
  EXPENSE: '/expenses/{id}',
  /** GET: the receipt file of an expense. */
  RECEIPT: '/expenses/{id}/receipt',
} as const;

/** API keys of company and customer users (outside the spec's list). */
export const API_KEY_ENDPOINTS = {
  API_KEYS: '/api-keys',
  /** DELETE: revoke; `{id}` is the key's id. */
  API_KEY: '/api-keys/{id}',
} as const;

/** Webhook endpoints of company and customer users, their deliveries (outside the spec's list). */
export const WEBHOOK_ENDPOINTS = {
  WEBHOOKS: '/webhooks',
  /** PATCH, DELETE. */
  WEBHOOK: '/webhooks/{id}',
  ROTATE_SECRET: '/webhooks/{id}/rotate-secret',
  /** POST: sends a `ping` event. */
  TEST: '/webhooks/{id}/test',
  /** GET: the endpoint's deliveries, newest first, paged. */
  DELIVERIES: '/webhooks/{id}/deliveries',
  RETRY_DELIVERY: '/webhooks/{id}/deliveries/{delivery_id}/retry',
} as const;

/** Work-order templates of company and customer users (`{id}`: the template's id). */
export const TEMPLATE_ENDPOINTS = {
  TEMPLATES: '/customers/templates',
  /** GET, PUT, DELETE. */
  TEMPLATE: '/customers/templates/{id}',
  /** POST: post a work order from the template with a schedule. */
  POST_FROM_TEMPLATE: '/customers/templates/{id}/work-orders',
} as const;

/** CSV files of what the company side sees (text/csv, streamed). */
export const EXPORT_ENDPOINTS = {
  /** The work-order list's filters and search; every page. */
  WORK_ORDERS: '/customers/export-work-orders',
  /** ?from=&to=: each paid order with its breakdown. */
  PAYMENTS: '/customers/export-payments',
  /** ?from=&to=. */
  EXPENSES: '/customers/export-expenses',
} as const;

export const IMPORT_ENDPOINTS = {
  /** POST multipart `file`; ?dry_run=true checks without creating. */
  WORK_ORDERS: '/customers/import-work-orders',
} as const;

/** Preferred engineers, blocking and routing (`{id}`: the pool's id). */
export const TALENT_POOL_ENDPOINTS = {
  POOLS: '/customers/talent-pools',
  /** PUT (rename), DELETE. */
  POOL: '/customers/talent-pools/{id}',
  /** POST, DELETE {engineer_id}. */
  MEMBERS: '/customers/talent-pools/{id}/members',
  /** GET the list; POST, DELETE {engineer_id}. */
  BLOCKED_ENGINEERS: '/customers/blocked-engineers',
  /** PATCH {assignment_id}: a routed order opens to everyone now. */
  OPEN_TO_EVERYONE: '/customers/open-to-everyone',
} as const;

/** The signed-in engineer's own track record (completed orders, on-time check-ins, cancellations, leaves, ratings). */
export const TRACK_RECORD_ENDPOINTS = {
  ENGINEER: '/engineers/track-record',
} as const;

export const BULK_ENDPOINTS = {
  /** POST {action, ids[] | filter}: per-order results. */
  WORK_ORDERS: '/customers/bulk-work-orders',
} as const;

/** The engineer's schedule feed, saved searches (`{id}`: the saved search's id). */
export const ENGINEER_DAY_ENDPOINTS = {
  /** GET → {url} of the engineer's calendar feed. */
  CALENDAR_FEED: '/engineers/calendar-feed',
  /** POST → {url}: a new secret; the old URL stops at once. */
  RESET_CALENDAR_FEED: '/engineers/calendar-feed/reset',
  /** GET (no auth but the token in the path): iCalendar of the engineer's assigned orders. */
  CALENDAR: '/calendar/{token}.ics',
  /** GET the engineer's assigned orders between two dates, for the schedule page. */
  SCHEDULE: '/engineers/schedule',
  SAVED_SEARCHES: '/engineers/saved-searches',
  /** PUT, DELETE. */
  SAVED_SEARCH: '/engineers/saved-searches/{id}',
} as const;

/** A path with an `{id}` placeholder, filled: withPathId(EXPENSE_ENDPOINTS.EXPENSE, 7) is '/expenses/7'. */
export const withPathId = (path: string, id: number) => path.replace('{id}', String(id));

export const LOG_ENDPOINTS = {
  LOGS: '/logs',
} as const;

export const MESSAGE_ENDPOINTS = {
  SEND: '/send-message',
  LIST: '/get-messages',
  READ: '/read-messages',
} as const;

export const WORKING_HOUR_ENDPOINTS = {
  BY_USER: '/working-hours',
} as const;

export const RATING_ENDPOINTS = {
  GIVE_TO_COMPANY: '/engineers/give-rating-to-company',
  GIVE_TO_ENGINEER: '/customers/give-rating-to-engineer',
  ENGINEER_BY_COMPANY: '/engineers/get-ratting-by-company',
  ENGINEER_BY_ENGINEER: '/engineers/get-rating-by-engineer',
  COMPANY_BY_COMPANY: '/customers/get-ratting-by-company',
  COMPANY_BY_ENGINEER: '/customers/get-rating-by-engineer',
  /** Average, distribution and the paid orders waiting for my rating (not in the spec). */
  ENGINEER_SUMMARY: '/engineers/rating-summary',
  COMPANY_SUMMARY: '/customers/rating-summary',
  /** Both ratings of one order as the caller may see them (not in the spec). */
  ENGINEER_ORDER: '/engineers/order-rating',
  COMPANY_ORDER: '/customers/order-rating',
} as const;

export const DASHBOARD_ENDPOINTS = {
  ENGINEER_COUNTS: '/engineers/dashboard-count',
  ENGINEER_BAR_CHART: '/engineers/bar-chart',
  ENGINEER_PIE_CHART: '/engineers/pie-chart',
  COMPANY_COUNTS: '/customers/dashboard-count',
  COMPANY_BAR_CHART: '/customers/bar-chart',
  COMPANY_PIE_CHART: '/customers/pie-chart',
} as const;

export const NOTIFICATION_ENDPOINTS = {
  LIST: '/get-notifications',
  READ: '/read-notification',
  READ_ALL: '/read-all-notification',
  CLEAR_ALL: '/clear-all-notification',
} as const;

/** Server-Sent Events: each new notification of the signed-in user as it happens. */
export const LIVE_ENDPOINTS = {
  EVENTS: '/events',
} as const;

/** Which mails (constants/notifications MAIL_KINDS) the signed-in user gets (not in the spec). */
export const MAIL_PREFERENCE_ENDPOINTS = {
  PREFERENCES: '/mail-preferences',
} as const;

export const DOC_ENDPOINTS = {
  OPENAPI: '/openapi.json',
  REFERENCE: '/docs',
} as const;

/** For load balancers and orchestrators: the process answers; the database answers and is migrated. */
export const HEALTH_ENDPOINTS = {
  HEALTH: '/health',
  READY: '/ready',
} as const;

/** For whoever runs the service: Prometheus metrics, behind METRICS_TOKEN. */
export const METRICS_ENDPOINTS = {
  METRICS: '/metrics',
} as const;
