import { createRoute, z } from '@hono/zod-openapi';
import { ROLES, ROUTE_HOURS, TALENT_POOL_ENDPOINTS } from '@/constants';
import { assignmentDetailsSchema } from '@/contracts/assignment';
import { blockedEngineerSchema, blockEngineerSchema, engineerRefSchema, openToEveryoneSchema, talentPoolIdParamSchema, talentPoolInputSchema, talentPoolSchema } from '@/contracts/talentPools';
import { envelope, errorResponses, jsonBody, jsonContent, nullData } from '../../lib/openapi';
import { signedIn } from '../../middleware/auth';
import { idempotent } from '../../middleware/idempotency';

const tags = ['Talent pools'];
// The company manages its pools and blocks; its customers read the pools (to route their orders to them).
const companySide = signedIn(ROLES.COMPANY, ROLES.CUSTOMER);
const companyOnly = signedIn(ROLES.COMPANY);
const pool = talentPoolSchema.openapi('TalentPool');
const blocked = blockedEngineerSchema.openapi('BlockedEngineer');
const poolName = jsonBody(talentPoolInputSchema.openapi('TalentPoolRequest'));
const engineerRef = jsonBody(engineerRefSchema.openapi('EngineerRefRequest'));

export const listPools = createRoute({
  operationId: 'listTalentPools',
  method: 'get',
  path: TALENT_POOL_ENDPOINTS.POOLS,
  tags,
  summary:
    "The company's talent pools by name, each with its members and their count; a member's last_order_path leads to the latest of the reader's orders they applied to. " +
    `Company and customer users read them (to route orders: routing.route_to_pool_id on a new order, ${ROUTE_HOURS.default} hours unless route_hours says otherwise)`,
  ...companySide,
  responses: { 200: jsonContent(envelope(z.array(pool)), 'The pools'), ...errorResponses(401, 403) },
});

export const createPool = createRoute(idempotent({
  operationId: 'createTalentPool',
  method: 'post',
  path: TALENT_POOL_ENDPOINTS.POOLS,
  tags,
  summary: 'Create an empty talent pool (company users); a name the company already uses (case-insensitive) is a 409 with a `name` field error',
  ...companyOnly,
  request: { body: poolName },
  responses: { 201: jsonContent(envelope(pool), 'Created'), ...errorResponses(400, 401, 403, 409) },
}));

export const renamePool = createRoute({
  operationId: 'renameTalentPool',
  method: 'put',
  path: TALENT_POOL_ENDPOINTS.POOL,
  tags,
  summary: "Rename one of the company's talent pools (404 for another company's); a name in use is a 409 with a `name` field error",
  ...companyOnly,
  request: { params: talentPoolIdParamSchema, body: poolName },
  responses: { 200: jsonContent(envelope(pool), 'Renamed'), ...errorResponses(400, 401, 403, 404, 409) },
});

export const deletePool = createRoute({
  operationId: 'deleteTalentPool',
  method: 'delete',
  path: TALENT_POOL_ENDPOINTS.POOL,
  tags,
  summary: "Delete one of the company's talent pools with its memberships (404 for another company's); orders still routed to it open to everyone",
  ...companyOnly,
  request: { params: talentPoolIdParamSchema },
  responses: { 200: jsonContent(envelope(nullData), 'Deleted'), ...errorResponses(400, 401, 403, 404) },
});

export const addMember = createRoute(idempotent({
  operationId: 'addTalentPoolMember',
  method: 'post',
  path: TALENT_POOL_ENDPOINTS.MEMBERS,
  tags,
  summary: "Add an engineer to one of the company's pools (again: no change). 404 for another company's pool or a user who is not an engineer",
  ...companyOnly,
  request: { params: talentPoolIdParamSchema, body: engineerRef },
  responses: { 200: jsonContent(envelope(pool), 'The pool with the member'), ...errorResponses(400, 401, 403, 404) },
}));

export const removeMember = createRoute({
  operationId: 'removeTalentPoolMember',
  method: 'delete',
  path: TALENT_POOL_ENDPOINTS.MEMBERS,
  tags,
  summary: "Take an engineer out of one of the company's pools: orders routed to it stop showing to them. 404 when the pool is another company's or they are not in it",
  ...companyOnly,
  request: { params: talentPoolIdParamSchema, body: engineerRef },
  responses: { 200: jsonContent(envelope(pool), 'The pool without the member'), ...errorResponses(400, 401, 403, 404) },
});

export const listBlocked = createRoute({
  operationId: 'listBlockedEngineers',
  method: 'get',
  path: TALENT_POOL_ENDPOINTS.BLOCKED_ENGINEERS,
  tags,
  summary: 'The engineers the company blocked, latest first (company users)',
  ...companyOnly,
  responses: { 200: jsonContent(envelope(z.array(blocked)), 'The blocked engineers'), ...errorResponses(401, 403) },
});

export const block = createRoute(idempotent({
  operationId: 'blockEngineer',
  method: 'post',
  path: TALENT_POOL_ENDPOINTS.BLOCKED_ENGINEERS,
  tags,
  summary:
    "Block an engineer for the company, with an optional reason (again: the reason changes). They no longer see the company's orders in find work, " +
    'and its orders are a 404 to them (details, apply, counter offer); their open applications on its open orders are declined, they leave its pools, ' +
    'and its orders offered to them open to everyone. Orders already assigned to them are not touched. 404 for a user who is not an engineer',
  ...companyOnly,
  request: { body: jsonBody(blockEngineerSchema.openapi('BlockEngineerRequest')) },
  responses: { 200: jsonContent(envelope(blocked), 'Blocked'), ...errorResponses(400, 401, 403, 404) },
}));

export const unblock = createRoute({
  operationId: 'unblockEngineer',
  method: 'delete',
  path: TALENT_POOL_ENDPOINTS.BLOCKED_ENGINEERS,
  tags,
  summary: "Lift a block: the engineer sees the company's open orders again. 404 when they are not blocked",
  ...companyOnly,
  request: { body: engineerRef },
  responses: { 200: jsonContent(envelope(nullData), 'Unblocked'), ...errorResponses(400, 401, 403, 404) },
});

export const openToEveryone = createRoute(idempotent({
  operationId: 'openWorkOrderToEveryone',
  method: 'patch',
  path: TALENT_POOL_ENDPOINTS.OPEN_TO_EVERYONE,
  tags,
  summary: 'A routed work order (to a talent pool, or offered to one engineer) opens to every engineer now instead of at routing.routed_until. 404 for an order the user may not see, 409 when it is not routed',
  ...companySide,
  request: { body: jsonBody(openToEveryoneSchema.openapi('OpenToEveryoneRequest')) },
  responses: { 200: jsonContent(envelope(assignmentDetailsSchema.openapi('AssignmentDetails')), 'Opened; the order'), ...errorResponses(400, 401, 403, 404, 409) },
}));
