import { createRoute, z } from '@hono/zod-openapi';
import { LIST_ENDPOINTS } from '@/constants';
import { anyRefusal, envelope, errorResponses, jsonContent, publicSecurity } from '../../lib/openapi';
import { cacheReferenceData } from '../../middleware/reference-cache';
import { citySchema, countrySchema, languageSchema, listOptionSchema, paymentDaySchema, stateSchema } from '@/contracts/lists';
import { idField } from '@/contracts/primitives';

// Public reference lists. Every answer is `{ message, data: [...] }` with no paging, cacheable
// (Cache-Control and an ETag; 304 when If-None-Match still matches).

const tags = ['Lists'];
const middleware = [cacheReferenceData];
export const namedItemSchema = listOptionSchema.openapi('NamedItem');

const listResponse = <T extends z.ZodType>(item: T, description: string) => ({
  200: jsonContent(envelope(z.array(item)), description),
  304: { description: 'Not modified: the list still has the ETag sent in If-None-Match' },
  ...anyRefusal,
});

/** A required positive integer id from the query string. */
const queryId = (name: string, label: string) => idField(`Choose a ${label}`).openapi({ param: { name, in: 'query' }, example: 1 });

export const countries = createRoute({
  operationId: 'listCountries',
  method: 'get',
  path: LIST_ENDPOINTS.COUNTRIES,
  tags,
  security: publicSecurity,
  middleware,
  summary: 'Countries',
  responses: listResponse(countrySchema, 'Countries by name'),
});

export const states = createRoute({
  operationId: 'listStates',
  method: 'get',
  path: LIST_ENDPOINTS.STATES,
  tags,
  security: publicSecurity,
  middleware,
  summary: 'States of a country',
  request: { query: z.object({ country_id: queryId('country_id', 'country') }) },
  responses: {
    ...listResponse(stateSchema, 'States by name'),
    ...errorResponses(400),
  },
});

export const cities = createRoute({
  operationId: 'listCities',
  method: 'get',
  path: LIST_ENDPOINTS.CITIES,
  tags,
  security: publicSecurity,
  middleware,
  summary: 'Cities of a state',
  request: { query: z.object({ state_id: queryId('state_id', 'state') }) },
  responses: {
    ...listResponse(citySchema, 'Cities by name'),
    ...errorResponses(400),
  },
});

export const languages = createRoute({
  operationId: 'listLanguages',
  method: 'get',
  path: LIST_ENDPOINTS.LANGUAGES,
  tags,
  security: publicSecurity,
  middleware,
  summary: 'Languages (ISO 639-1)',
  responses: listResponse(languageSchema, 'Languages by name'),
});

export const paymentDays = createRoute({
  operationId: 'listPaymentDays',
  method: 'get',
  path: LIST_ENDPOINTS.PAYMENT_DAYS,
  tags,
  security: publicSecurity,
  middleware,
  summary: 'Payment terms in days',
  responses: listResponse(paymentDaySchema, 'Payment terms, shortest first'),
});

/** Creates the definition of a plain `{ id, name }` list. */
export const namedListRoute = (operationId: string, path: string, summary: string) =>
  createRoute({ operationId, method: 'get', path, tags, security: publicSecurity, middleware, summary, responses: listResponse(namedItemSchema, summary) });
