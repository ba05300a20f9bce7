import type { RouteHandler } from '@hono/zod-openapi';
import type { NamedListTable } from '../../db/schema';
import { listCities } from '../../domain/lists/list-cities';
import { listCountries } from '../../domain/lists/list-countries';
import { listLanguages } from '../../domain/lists/list-languages';
import { listNamedItems } from '../../domain/lists/list-named-items';
import { listPaymentDays } from '../../domain/lists/list-payment-days';
import { listStates } from '../../domain/lists/list-states';
import type { AppEnv } from '../../lib/create-router';
import type * as routes from './lists.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<Extract<(typeof routes)[R], { method: string }>, AppEnv>;

const MESSAGE = 'OK';

// GET /country – all countries
export const countries: Handler<'countries'> = async (c) =>
  c.json({ message: MESSAGE, data: await listCountries({ db: c.var.db }) }, 200);

// GET /states?country_id= – states of a country
export const states: Handler<'states'> = async (c) => {
  const { country_id } = c.req.valid('query');
  return c.json({ message: MESSAGE, data: await listStates({ db: c.var.db, countryId: country_id }) }, 200);
};

// GET /city?state_id= – cities of a state
export const cities: Handler<'cities'> = async (c) => {
  const { state_id } = c.req.valid('query');
  return c.json({ message: MESSAGE, data: await listCities({ db: c.var.db, stateId: state_id }) }, 200);
};

// GET /engineers/languages – languages
export const languages: Handler<'languages'> = async (c) =>
  c.json({ message: MESSAGE, data: await listLanguages({ db: c.var.db }) }, 200);

// GET /customers/get-payment-days – payment terms
export const paymentDays: Handler<'paymentDays'> = async (c) =>
  c.json({ message: MESSAGE, data: await listPaymentDays({ db: c.var.db }) }, 200);

/** Handler of a plain `{ id, name }` list. */
export const namedList =
  (table: NamedListTable, orderBy: 'id' | 'name' = 'id'): RouteHandler<ReturnType<typeof routes.namedListRoute>, AppEnv> =>
  async (c) =>
    c.json({ message: MESSAGE, data: await listNamedItems({ db: c.var.db, table, orderBy }) }, 200);
