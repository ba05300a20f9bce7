import type { RouteHandler } from '@hono/zod-openapi';
import type { Rating } from '@/contracts/ratings';
import { getOrderRating } from '../../domain/ratings/get-order-rating';
import { getRatingSummary } from '../../domain/ratings/get-rating-summary';
import { giveRating } from '../../domain/ratings/give-rating';
import { listRatings } from '../../domain/ratings/list-ratings';
import { toLifecycleParty } from '../../domain/lifecycle/lifecycle-party';
import type { AppEnv } from '../../lib/create-router';
import type * as routes from './ratings.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

/** The toast: whether the other side sees it now (they had rated too) or later. */
const ratedMessage = (rating: Rating) =>
  rating.is_revealed
    ? 'Thanks for your rating. You have both rated, so both ratings are visible now.'
    : 'Thanks for your rating. It shows to the other side once they rate you too, or when the reveal period ends.';

// POST /engineers/give-rating-to-company – the engineer rates the company of a paid order
export const giveToCompany: Handler<'giveToCompany'> = async (c) => {
  const data = await giveRating({ db: c.var.db, party: toLifecycleParty(c.var.user), input: c.req.valid('json'), now: c.var.now() });
  return c.json({ message: ratedMessage(data), data }, 201);
};

// POST /customers/give-rating-to-engineer – the company side rates the engineer of a paid order
export const giveToEngineer: Handler<'giveToEngineer'> = async (c) => {
  const data = await giveRating({ db: c.var.db, party: toLifecycleParty(c.var.user), input: c.req.valid('json'), now: c.var.now() });
  return c.json({ message: ratedMessage(data), data }, 201);
};

// GET /engineers/get-ratting-by-company – ratings companies gave me, once revealed
export const engineerByCompany: Handler<'engineerByCompany'> = async (c) => {
  const data = await listRatings({ db: c.var.db, party: toLifecycleParty(c.var.user), commentedBy: 'company', query: c.req.valid('query'), now: c.var.now() });
  return c.json({ message: 'OK', data }, 200);
};

// GET /engineers/get-rating-by-engineer – ratings I gave companies
export const engineerByEngineer: Handler<'engineerByEngineer'> = async (c) => {
  const data = await listRatings({ db: c.var.db, party: toLifecycleParty(c.var.user), commentedBy: 'engineer', query: c.req.valid('query'), now: c.var.now() });
  return c.json({ message: 'OK', data }, 200);
};

// GET /customers/get-ratting-by-company – ratings my company side gave engineers
export const companyByCompany: Handler<'companyByCompany'> = async (c) => {
  const data = await listRatings({ db: c.var.db, party: toLifecycleParty(c.var.user), commentedBy: 'company', query: c.req.valid('query'), now: c.var.now() });
  return c.json({ message: 'OK', data }, 200);
};

// GET /customers/get-rating-by-engineer – ratings engineers gave on my orders, once revealed
export const companyByEngineer: Handler<'companyByEngineer'> = async (c) => {
  const data = await listRatings({ db: c.var.db, party: toLifecycleParty(c.var.user), commentedBy: 'engineer', query: c.req.valid('query'), now: c.var.now() });
  return c.json({ message: 'OK', data }, 200);
};

// GET /engineers/rating-summary – my average, distribution and orders left to rate
export const engineerSummary: Handler<'engineerSummary'> = async (c) => {
  const data = await getRatingSummary({ db: c.var.db, party: toLifecycleParty(c.var.user), now: c.var.now() });
  return c.json({ message: 'OK', data }, 200);
};

// GET /customers/rating-summary – the company side's average, distribution and orders left to rate
export const companySummary: Handler<'companySummary'> = async (c) => {
  const data = await getRatingSummary({ db: c.var.db, party: toLifecycleParty(c.var.user), now: c.var.now() });
  return c.json({ message: 'OK', data }, 200);
};

// GET /engineers/order-rating – both ratings of one of my orders, as I may see them
export const engineerOrder: Handler<'engineerOrder'> = async (c) => {
  const data = await getOrderRating({ db: c.var.db, party: toLifecycleParty(c.var.user), assignmentId: c.req.valid('query').assignment_id, now: c.var.now() });
  return c.json({ message: 'OK', data }, 200);
};

// GET /customers/order-rating – both ratings of one of the company side's orders, as it may see them
export const companyOrder: Handler<'companyOrder'> = async (c) => {
  const data = await getOrderRating({ db: c.var.db, party: toLifecycleParty(c.var.user), assignmentId: c.req.valid('query').assignment_id, now: c.var.now() });
  return c.json({ message: 'OK', data }, 200);
};
