import { createRoute, z } from '@hono/zod-openapi';
import { LIST_ENDPOINTS } from '@/constants';
import { anyRefusal, envelope, errorResponses, jsonContent, publicSecurity } from '../../lib/openapi';
import { idField } from '@/contracts/primitives';

// Public reference lists. Every answer is `{ message, data: [...] }` with no paging.

const tags = ['Lists'];
const id = z.number().int();
const coordinate = z.number().nullable();

export const namedItemSchema = z.object({ id, name: z.string() }).openapi('NamedItem');

const listResponse = <T extends z.ZodType>(item: T, description: string) => ({
  200: jsonContent(envelope(z.array(item)), description),
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
  summary: 'Countries',
  responses: listResponse(
    z.object({ id, name: z.string(), iso2: z.string(), phonecode: z.string().nullable(), latitude: coordinate, longitude: coordinate }),
    'Countries by name',
  ),
});

export const states = createRoute({
  operationId: 'listStates',
  method: 'get',
  path: LIST_ENDPOINTS.STATES,
  tags,
  security: publicSecurity,
  summary: 'States of a country',
  request: { query: z.object({ country_id: queryId('country_id', 'country') }) },
  responses: {
    ...listResponse(
      z.object({ id, name: z.string(), iso2: z.string(), country_id: id, latitude: coordinate, longitude: coordinate }),
      'States by name',
    ),
    ...errorResponses(400),
  },
});

export const cities = createRoute({
  operationId: 'listCities',
  method: 'get',
  path: LIST_ENDPOINTS.CITIES,
  tags,
  security: publicSecurity,
  summary: 'Cities of a state',
  request: { query: z.object({ state_id: queryId('state_id', 'state') }) },
  responses: {
    ...listResponse(
      z.object({ id, name: z.string(), state_id: id, country_id: id, latitude: coordinate, longitude: coordinate }),
      'Cities by name',
    ),
    ...errorResponses(400),
  },
});

export const languages = createRoute({
  operationId: 'listLanguages',
  method: 'get',
  path: LIST_ENDPOINTS.LANGUAGES,
  tags,
  security: publicSecurity,
  summary: 'Languages (ISO 639-1)',
  responses: listResponse(
    z.object({ id, name: z.string(), code: z.string(), native_name: z.string().nullable() }),
    'Languages by name',
  ),
});

export const paymentDays = createRoute({
  operationId: 'listPaymentDays',
  method: 'get',
  path: LIST_ENDPOINTS.PAYMENT_DAYS,
  tags,
  security: publicSecurity,
  summary: 'Payment terms in days',
  responses: listResponse(z.object({ id, name: z.string(), days: z.number().int() }), 'Payment terms, shortest first'),
});

/** Creates the definition of a plain `{ id, name }` list. */
export const namedListRoute = (operationId: string, path: string, summary: string) =>
  createRoute({ operationId, method: 'get', path, tags, security: publicSecurity, summary, responses: listResponse(namedItemSchema, summary) });
