import { createRoute } from '@hono/zod-openapi';
import { RATING_ENDPOINTS, ROLES } from '@/constants';
import { giveRatingSchema, orderRatingQuerySchema, orderRatingSchema, ratingListQuerySchema, ratingSchema, ratingSummarySchema } from '@/contracts/ratings';
import { envelope, errorResponses, jsonBody, jsonContent, page } from '../../lib/openapi';
import { signedIn } from '../../middleware/auth';
import { idempotent } from '../../middleware/idempotency';

const tags = ['Ratings'];
const engineerOnly = signedIn(ROLES.FIELD_ENGINEER);
const companySide = signedIn(ROLES.COMPANY, ROLES.CUSTOMER);
const rating = ratingSchema.openapi('Rating');
const ratingPage = envelope(page(rating));
const body = jsonBody(giveRatingSchema.openapi('GiveRatingRequest'));
const HIDDEN = `Hidden from the rated side until both have rated or RATING_REVEAL_DAYS (default 7) have passed. Notifies the rated side`;

export const giveToCompany = createRoute(idempotent({
  operationId: 'giveRatingToCompany',
  method: 'post',
  path: RATING_ENDPOINTS.GIVE_TO_COMPANY,
  tags,
  summary: `The assigned engineer rates the company of a paid order, once. ${HIDDEN}`,
  ...engineerOnly,
  request: { body },
  responses: { 201: jsonContent(envelope(rating), 'Rated'), ...errorResponses(400, 401, 403, 404, 409) },
}));

export const giveToEngineer = createRoute(idempotent({
  operationId: 'giveRatingToEngineer',
  method: 'post',
  path: RATING_ENDPOINTS.GIVE_TO_ENGINEER,
  tags,
  summary: `The company side (the company, or the customer who posted it) rates the engineer of a paid order, once. ${HIDDEN}`,
  ...companySide,
  request: { body },
  responses: { 201: jsonContent(envelope(rating), 'Rated'), ...errorResponses(400, 401, 403, 404, 409) },
}));

/** The four lists: who may call, and whose ratings (commented_by) each lists. */
const listRoute = (operationId: string, path: string, access: typeof engineerOnly, summary: string) =>
  createRoute({
    operationId,
    method: 'get',
    path,
    tags,
    summary: `${summary}, newest first; search in order title, company and engineer name and comment`,
    ...access,
    request: { query: ratingListQuerySchema },
    responses: { 200: jsonContent(ratingPage, 'A page of ratings'), ...errorResponses(400, 401, 403) },
  });

export const engineerByCompany = listRoute('listRatingsFromCompanies', RATING_ENDPOINTS.ENGINEER_BY_COMPANY, engineerOnly, 'Ratings companies gave the engineer (commented_by company), once revealed');
export const engineerByEngineer = listRoute('listRatingsGivenByEngineer', RATING_ENDPOINTS.ENGINEER_BY_ENGINEER, engineerOnly, 'Ratings the engineer gave companies (commented_by engineer)');
export const companyByCompany = listRoute('listRatingsGivenByCompany', RATING_ENDPOINTS.COMPANY_BY_COMPANY, companySide, 'Ratings the company side gave engineers on its orders (commented_by company)');
export const companyByEngineer = listRoute('listRatingsFromEngineers', RATING_ENDPOINTS.COMPANY_BY_ENGINEER, companySide, 'Ratings engineers gave on the company side’s orders (commented_by engineer), once revealed');

const summaryRoute = (operationId: string, path: string, access: typeof engineerOnly) =>
  createRoute({
    operationId,
    method: 'get',
    path,
    tags,
    summary: 'Average and distribution of the revealed ratings the caller received, how many it gave, and the paid orders waiting for its rating',
    ...access,
    responses: { 200: jsonContent(envelope(ratingSummarySchema.openapi('RatingSummary')), 'The summary'), ...errorResponses(401, 403) },
  });

export const engineerSummary = summaryRoute('getEngineerRatingSummary', RATING_ENDPOINTS.ENGINEER_SUMMARY, engineerOnly);
export const companySummary = summaryRoute('getCompanyRatingSummary', RATING_ENDPOINTS.COMPANY_SUMMARY, companySide);

const orderRoute = (operationId: string, path: string, access: typeof engineerOnly) =>
  createRoute({
    operationId,
    method: 'get',
    path,
    tags,
    summary: 'The ratings of one of the caller’s orders: its own side’s, and the other side’s once revealed; whether it may rate now',
    ...access,
    request: { query: orderRatingQuerySchema },
    responses: { 200: jsonContent(envelope(orderRatingSchema.openapi('OrderRating')), 'The order’s ratings'), ...errorResponses(400, 401, 403, 404) },
  });

export const engineerOrder = orderRoute('getEngineerOrderRating', RATING_ENDPOINTS.ENGINEER_ORDER, engineerOnly);
export const companyOrder = orderRoute('getCompanyOrderRating', RATING_ENDPOINTS.COMPANY_ORDER, companySide);
