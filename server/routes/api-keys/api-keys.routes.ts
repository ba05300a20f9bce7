import { createRoute, z } from '@hono/zod-openapi';
import { API_KEY_ENDPOINTS, API_KEY_LIMITS, API_KEY_SCOPE_DESCRIPTIONS, ROLES } from '@/constants';
import { apiKeyIdParamSchema, apiKeySchema, createApiKeySchema, createdApiKeySchema } from '@/contracts/apiKeys';
import { envelope, errorResponses, jsonBody, jsonContent, nullData } from '../../lib/openapi';
import { signedIn } from '../../middleware/auth';

const tags = ['API keys'];
// Company and customer users manage keys in their own session; no API key may call these (constants/apiKeys).
const companySide = signedIn(ROLES.COMPANY, ROLES.CUSTOMER);
const scopeList = Object.entries(API_KEY_SCOPE_DESCRIPTIONS)
  .map(([scope, description]) => `\`${scope}\`: ${description}`)
  .join(' ');

export const create = createRoute({
  operationId: 'createApiKey',
  method: 'post',
  path: API_KEY_ENDPOINTS.API_KEYS,
  tags,
  summary:
    `Create an API key acting as the signed-in user within its scopes (${scopeList}). The whole key is in this answer only; ` +
    `send it as \`Authorization: Bearer <key>\`. At most ${API_KEY_LIMITS.maxActiveKeys} active keys per company (409 past it)`,
  ...companySide,
  request: { body: jsonBody(createApiKeySchema.openapi('CreateApiKeyRequest')) },
  responses: { 201: jsonContent(envelope(createdApiKeySchema.openapi('CreatedApiKey')), 'The key, shown once'), ...errorResponses(400, 401, 403, 409) },
});

export const list = createRoute({
  operationId: 'listApiKeys',
  method: 'get',
  path: API_KEY_ENDPOINTS.API_KEYS,
  tags,
  summary: "The active API keys, newest first (by their prefix, never the key): all of the company's for its owner, a customer's own for a customer",
  ...companySide,
  responses: { 200: jsonContent(envelope(z.array(apiKeySchema.openapi('ApiKey'))), 'The active keys'), ...errorResponses(401, 403) },
});

export const revoke = createRoute({
  operationId: 'revokeApiKey',
  method: 'delete',
  path: API_KEY_ENDPOINTS.API_KEY,
  tags,
  summary: "Revoke an API key: its next request is a 401. The company owner revokes any of the company's keys, a customer their own (404 otherwise)",
  ...companySide,
  request: { params: apiKeyIdParamSchema },
  responses: { 200: jsonContent(envelope(nullData), 'Revoked'), ...errorResponses(400, 401, 403, 404) },
});
