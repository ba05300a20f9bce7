// API keys: scoped credentials for a company's own systems, sent as `Authorization: Bearer sp_…`.
// The scope an operation needs is named where the operation is declared (server/routes) and shown
// in the API document beside it.

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
