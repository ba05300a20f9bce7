import {
  API_KEY_ENDPOINTS,
  AUTH_ENDPOINTS,
  BULK_ENDPOINTS,
  COMPANY_ASSIGNMENT_ENDPOINTS as ORDERS,
  COMPANY_ENDPOINTS as COMPANY,
  DASHBOARD_ENDPOINTS as DASHBOARD,
  EXPENSE_ENDPOINTS as EXPENSES,
  EXPORT_ENDPOINTS,
  IMPORT_ENDPOINTS,
  LIVE_ENDPOINTS,
  LOG_ENDPOINTS,
  MAIL_PREFERENCE_ENDPOINTS,
  MESSAGE_ENDPOINTS as MESSAGES,
  NOTIFICATION_ENDPOINTS as NOTIFICATIONS,
  RATING_ENDPOINTS as RATINGS,
  TEMPLATE_ENDPOINTS as TEMPLATES,
  TALENT_POOL_ENDPOINTS as POOLS,
  WEBHOOK_ENDPOINTS as WEBHOOKS,
  WORKING_HOUR_ENDPOINTS,
} from './endpoints';

// API keys: scoped credentials for a company's own systems, sent as `Authorization: Bearer sp_…`.
// The scope each operation needs is in API_KEY_OPERATION_SCOPES below; the API document shows it
// beside the operation, and the auth guard refuses a key any operation not listed there.

export const API_KEY_SCOPES = ['orders:read', 'orders:write', 'users:read', 'users:write', 'webhooks:manage'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_DESCRIPTIONS: Record<ApiKeyScope, string> = {
  'orders:read': 'Read work orders, their applicants, history, messages, expenses and payments.',
  'orders:write': 'Post, edit, assign, move through the lifecycle, pay and message on work orders.',
  'users:read': 'Read the company profile and its customer users.',
  'users:write': 'Create, edit and block customer users; edit the company profile.',
  'webhooks:manage': 'Create, change, test and delete webhooks; read their deliveries.',
};

/** Every key starts so (secret scanners and people recognise it); the rest is 32 random bytes in base64url. */
export const API_KEY_PREFIX = 'sp_';

export const API_KEY_LIMITS = {
  nameMaxLength: 80,
  /** Active keys per company. */
  maxActiveKeys: 50,
  /** The characters of a key kept in clear to recognise it in the list (`sp_` and the next 8). */
  prefixLength: 11,
  /** Requests per key per minute unless API_KEY_RATE_LIMIT says otherwise. */
  defaultRateLimitPerMinute: 600,
} as const;

/** An operation as the scope table names it: `METHOD /path`, the path as constants/endpoints spells it (`{id}` for a path id). */
export type ApiOperationKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} ${string}`;

/**
 * The operations an API key may call, each with the scope it needs. A key also needs its
 * creator's role to allow the operation (company and customer users create keys, so engineer
 * operations stay closed). Anything not listed here is refused to every key with a 403.
 */
export const API_KEY_OPERATION_SCOPES: Readonly<Record<string, ApiKeyScope>> = {
  // Work orders, their applicants, lifecycle, documents, payments.
  [`GET ${ORDERS.ASSIGNMENTS}`]: 'orders:read',
  [`POST ${ORDERS.ASSIGNMENTS}`]: 'orders:write',
  [`POST ${IMPORT_ENDPOINTS.WORK_ORDERS}`]: 'orders:write',
  [`GET ${ORDERS.DETAILS}`]: 'orders:read',
  [`GET ${ORDERS.TALENT_ENGINEERS}`]: 'orders:read',
  [`GET ${ORDERS.APPLICANT_PROFILE}`]: 'orders:read',
  [`PATCH ${ORDERS.ASSIGN}`]: 'orders:write',
  [`PATCH ${ORDERS.DECLINE}`]: 'orders:write',
  [`PATCH ${ORDERS.CANCEL}`]: 'orders:write',
  [`POST ${BULK_ENDPOINTS.WORK_ORDERS}`]: 'orders:write',
  [`DELETE ${ORDERS.DELETE}`]: 'orders:write',
  [`PATCH ${ORDERS.UPDATE}`]: 'orders:write',
  [`GET ${ORDERS.DOCUMENT}`]: 'orders:read',
  [`PATCH ${ORDERS.CONFIRM}`]: 'orders:write',
  [`PATCH ${ORDERS.CONFIRM_CHECK_IN}`]: 'orders:write',
  [`PATCH ${ORDERS.CONFIRM_CHECK_OUT}`]: 'orders:write',
  [`PATCH ${ORDERS.COMPLETE}`]: 'orders:write',
  [`PATCH ${ORDERS.APPROVE}`]: 'orders:write',
  [`PATCH ${ORDERS.SEND_FOR_CORRECTION}`]: 'orders:write',
  [`PATCH ${ORDERS.PAY}`]: 'orders:write',
  [`GET ${ORDERS.PAYMENT_BREAKDOWN}`]: 'orders:read',
  [`GET ${ORDERS.DELIVERABLE_FILE}`]: 'orders:read',
  [`GET ${ORDERS.LOGS}`]: 'orders:read',
  [`GET ${WORKING_HOUR_ENDPOINTS.BY_USER}`]: 'orders:read',
  [`GET ${LOG_ENDPOINTS.LOGS}`]: 'orders:read',
  // Work-order templates and posting from them.
  [`GET ${TEMPLATES.TEMPLATES}`]: 'orders:read',
  [`POST ${TEMPLATES.TEMPLATES}`]: 'orders:write',
  [`GET ${TEMPLATES.TEMPLATE}`]: 'orders:read',
  [`PUT ${TEMPLATES.TEMPLATE}`]: 'orders:write',
  [`DELETE ${TEMPLATES.TEMPLATE}`]: 'orders:write',
  [`POST ${TEMPLATES.POST_FROM_TEMPLATE}`]: 'orders:write',
  // Expenses, messages and ratings on work orders.
  [`GET ${EXPENSES.EXPENSES}`]: 'orders:read',
  [`PUT ${EXPENSES.EXPENSE}`]: 'orders:write',
  [`GET ${EXPENSES.RECEIPT}`]: 'orders:read',
  [`POST ${MESSAGES.SEND}`]: 'orders:write',
  [`GET ${MESSAGES.LIST}`]: 'orders:read',
  [`PATCH ${MESSAGES.READ}`]: 'orders:write',
  [`POST ${RATINGS.GIVE_TO_ENGINEER}`]: 'orders:write',
  [`GET ${RATINGS.COMPANY_BY_COMPANY}`]: 'orders:read',
  [`GET ${RATINGS.COMPANY_BY_ENGINEER}`]: 'orders:read',
  [`GET ${RATINGS.COMPANY_SUMMARY}`]: 'orders:read',
  [`GET ${RATINGS.COMPANY_ORDER}`]: 'orders:read',
  // CSV exports of the company side's orders, payments and expenses.
  [`GET ${EXPORT_ENDPOINTS.WORK_ORDERS}`]: 'orders:read',
  [`GET ${EXPORT_ENDPOINTS.PAYMENTS}`]: 'orders:read',
  [`GET ${EXPORT_ENDPOINTS.EXPENSES}`]: 'orders:read',
  // Talent pools, blocked engineers and routing: who sees the company's orders first, or never.
  [`GET ${POOLS.POOLS}`]: 'orders:read',
  [`POST ${POOLS.POOLS}`]: 'orders:write',
  [`PUT ${POOLS.POOL}`]: 'orders:write',
  [`DELETE ${POOLS.POOL}`]: 'orders:write',
  [`POST ${POOLS.MEMBERS}`]: 'orders:write',
  [`DELETE ${POOLS.MEMBERS}`]: 'orders:write',
  [`GET ${POOLS.BLOCKED_ENGINEERS}`]: 'orders:read',
  [`POST ${POOLS.BLOCKED_ENGINEERS}`]: 'orders:write',
  [`DELETE ${POOLS.BLOCKED_ENGINEERS}`]: 'orders:write',
  [`PATCH ${POOLS.OPEN_TO_EVERYONE}`]: 'orders:write',
  // Figures of the company's orders.
  [`GET ${DASHBOARD.COMPANY_COUNTS}`]: 'orders:read',
  [`GET ${DASHBOARD.COMPANY_BAR_CHART}`]: 'orders:read',
  [`GET ${DASHBOARD.COMPANY_PIE_CHART}`]: 'orders:read',
  // The company profile and its customer users.
  [`GET ${COMPANY.COMPANY_PROFILE}`]: 'users:read',
  [`POST ${COMPANY.UPDATE_COMPANY_PROFILE}`]: 'users:write',
  [`PATCH ${COMPANY.REMOVE_COMPANY_LOGO}`]: 'users:write',
  [`PATCH ${COMPANY.UPDATE_USER_DETAILS}`]: 'users:write',
  [`POST ${COMPANY.CREATE_CUSTOMER}`]: 'users:write',
  [`GET ${COMPANY.GET_CUSTOMERS}`]: 'users:read',
  [`PATCH ${COMPANY.BLOCK_UNBLOCK_CUSTOMER}`]: 'users:write',
  [`PATCH ${COMPANY.UPDATE_CUSTOMER_DETAILS}`]: 'users:write',
  [`GET ${ORDERS.GET_USER}`]: 'users:read',
  // Webhooks and their deliveries.
  [`POST ${WEBHOOKS.WEBHOOKS}`]: 'webhooks:manage',
  [`GET ${WEBHOOKS.WEBHOOKS}`]: 'webhooks:manage',
  [`PATCH ${WEBHOOKS.WEBHOOK}`]: 'webhooks:manage',
  [`DELETE ${WEBHOOKS.WEBHOOK}`]: 'webhooks:manage',
  [`POST ${WEBHOOKS.ROTATE_SECRET}`]: 'webhooks:manage',
  [`POST ${WEBHOOKS.TEST}`]: 'webhooks:manage',
  [`GET ${WEBHOOKS.DELIVERIES}`]: 'webhooks:manage',
  [`POST ${WEBHOOKS.RETRY_DELIVERY}`]: 'webhooks:manage',
};

/**
 * Company and customer operations no API key may call, whatever its scopes: the person's own
 * session, password and account, their notifications, mail settings and live stream, and the
 * keys themselves (a key can't create keys). Listed so that every operation is decided: a
 * test checks each company or customer operation of the document is here or in the table above.
 */
export const API_KEY_REFUSED_OPERATIONS: readonly ApiOperationKey[] = [
  `POST ${AUTH_ENDPOINTS.LOGOUT}`,
  `GET ${AUTH_ENDPOINTS.ME}`,
  `POST ${AUTH_ENDPOINTS.CHANGE_PASSWORD}`,
  `DELETE ${AUTH_ENDPOINTS.DELETE_USER}`,
  `GET ${NOTIFICATIONS.LIST}`,
  `PATCH ${NOTIFICATIONS.READ}`,
  `PATCH ${NOTIFICATIONS.READ_ALL}`,
  `PATCH ${NOTIFICATIONS.CLEAR_ALL}`,
  `GET ${MAIL_PREFERENCE_ENDPOINTS.PREFERENCES}`,
  `PUT ${MAIL_PREFERENCE_ENDPOINTS.PREFERENCES}`,
  `GET ${LIVE_ENDPOINTS.EVENTS}`,
  `POST ${API_KEY_ENDPOINTS.API_KEYS}`,
  `GET ${API_KEY_ENDPOINTS.API_KEYS}`,
  `DELETE ${API_KEY_ENDPOINTS.API_KEY}`,
];

/** The scope an API key needs for `METHOD /path`, or undefined when no key may call it. */
export const scopeForOperation = (method: string, path: string): ApiKeyScope | undefined =>
  API_KEY_OPERATION_SCOPES[`${method.toUpperCase()} ${path}` as ApiOperationKey];
