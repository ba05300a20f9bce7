import { createRoute, z } from '@hono/zod-openapi';
import { LIST_ENDPOINTS } from '@/constants';
import { envelope, errorResponses, jsonContent } from '../../lib/openapi';

// Public reference lists. Every answer is `{ message, data: [...] }` with no paging.

const tags = ['Lists'];
const id = z.number().int();
const coordinate = z.number().nullable();

export const namedItemSchema = z.object({ id, name: z.string() }).openapi('NamedItem');

const listResponse = <T extends z.ZodType>(item: T, description: string) => ({
  200: jsonContent(envelope(z.array(item)), description),
});

/** A required positive integer id from the query string. */
const queryId = (name: string, label: string) =>
  z.coerce
    .number({ error: `Choose a ${label}` })
    .int(`Choose a ${label}`)
    .positive(`Choose a ${label}`)
    .openapi({ param: { name, in: 'query' }, example: 1 });

export const countries = createRoute({
  method: 'get',
  path: LIST_ENDPOINTS.COUNTRIES,
  tags,
  summary: 'Countries',
  responses: listResponse(
    z.object({ id, name: z.string(), iso2: z.string(), phonecode: z.string().nullable(), latitude: coordinate, longitude: coordinate }),
    'Countries by name',
  ),
});

export const states = createRoute({
  method: 'get',
  path: LIST_ENDPOINTS.STATES,
  tags,
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
  method: 'get',
  path: LIST_ENDPOINTS.CITIES,
  tags,
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
  method: 'get',
  path: LIST_ENDPOINTS.LANGUAGES,
  tags,
  summary: 'Languages (ISO 639-1)',
  responses: listResponse(
    z.object({ id, name: z.string(), code: z.string(), native_name: z.string().nullable() }),
    'Languages by name',
  ),
});

export const paymentDays = createRoute({
  method: 'get',
  path: LIST_ENDPOINTS.PAYMENT_DAYS,
  tags,
  summary: 'Payment terms in days',
  responses: listResponse(z.object({ id, name: z.string(), days: z.number().int() }), 'Payment terms, shortest first'),
});

/** Creates the definition of a plain `{ id, name }` list. */
export const namedListRoute = (path: string, summary: string) =>
  createRoute({ method: 'get', path, tags, summary, responses: listResponse(namedItemSchema, summary) });
