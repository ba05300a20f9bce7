import { createRoute, z } from '@hono/zod-openapi';
import { ENGINEER_DAY_ENDPOINTS, ROLES } from '@/constants';
import { SAVED_SEARCH_LIMITS, savedSearchIdParamSchema, savedSearchInputSchema, savedSearchSchema } from '@/contracts/savedSearches';
import { envelope, errorResponses, jsonBody, jsonContent, nullData } from '../../lib/openapi';
import { signedIn } from '../../middleware/auth';

const tags = ['Saved searches'];
const engineerOnly = signedIn(ROLES.FIELD_ENGINEER);
const savedSearch = envelope(savedSearchSchema.openapi('SavedSearch'));
const body = jsonBody(savedSearchInputSchema.openapi('SavedSearchRequest'));
const filters =
  'The filters are those of find work (q, skill_ids as a list, payment_type, min_pay, within_distance, start_from, start_to, sort_by); ' +
  'alert=true tells the engineer (a notification, and a mail digest at most hourly) when a newly posted order matches, once per order';

export const list = createRoute({
  operationId: 'listSavedSearches',
  method: 'get',
  path: ENGINEER_DAY_ENDPOINTS.SAVED_SEARCHES,
  tags,
  summary: "The engineer's saved find work searches, by name",
  ...engineerOnly,
  responses: { 200: jsonContent(envelope(z.array(savedSearchSchema.openapi('SavedSearch'))), 'The saved searches'), ...errorResponses(401, 403) },
});

export const create = createRoute({
  operationId: 'createSavedSearch',
  method: 'post',
  path: ENGINEER_DAY_ENDPOINTS.SAVED_SEARCHES,
  tags,
  summary:
    `Save a named find work search. At most ${SAVED_SEARCH_LIMITS.maxPerEngineer} per engineer and names unique (409 otherwise); ` +
    `within_distance needs a home city and travel distance (409). ${filters}`,
  ...engineerOnly,
  request: { body },
  responses: { 201: jsonContent(savedSearch, 'The saved search'), ...errorResponses(400, 401, 403, 409) },
});

export const update = createRoute({
  operationId: 'updateSavedSearch',
  method: 'put',
  path: ENGINEER_DAY_ENDPOINTS.SAVED_SEARCH,
  tags,
  summary: `Replace one of the engineer's saved searches: rename it, change its filters, turn its alert on or off (another's is a 404). ${filters}`,
  ...engineerOnly,
  request: { params: savedSearchIdParamSchema, body },
  responses: { 200: jsonContent(savedSearch, 'The saved search'), ...errorResponses(400, 401, 403, 404, 409) },
});

export const remove = createRoute({
  operationId: 'deleteSavedSearch',
  method: 'delete',
  path: ENGINEER_DAY_ENDPOINTS.SAVED_SEARCH,
  tags,
  summary: "Delete one of the engineer's saved searches (another's is a 404); orders it alerted for do not alert again",
  ...engineerOnly,
  request: { params: savedSearchIdParamSchema },
  responses: { 200: jsonContent(envelope(nullData), 'Deleted'), ...errorResponses(400, 401, 403, 404) },
});
