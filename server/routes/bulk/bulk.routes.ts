import { createRoute } from '@hono/zod-openapi';
import { BULK_ENDPOINTS, ROLES } from '@/constants';
import { bulkWorkOrdersResultSchema, bulkWorkOrdersSchema, MAX_BULK_ORDERS } from '@/contracts/bulkWorkOrders';
import { envelope, errorResponses, jsonBody, jsonContent } from '../../lib/openapi';
import { signedIn } from '../../middleware/auth';
import { idempotent } from '../../middleware/idempotency';

export const bulkWorkOrders = createRoute(idempotent({
  operationId: 'actOnWorkOrders',
  method: 'post',
  path: BULK_ENDPOINTS.WORK_ORDERS,
  tags: ['Company work orders'],
  summary: 'Cancel, route to a talent pool or open to everyone many work orders at once; one result per order',
  description: [
    `Names the orders by \`ids\` (at most ${MAX_BULK_ORDERS}) or by \`filter\` (the work-order list's status, search and sort; 400 when it selects more than ${MAX_BULK_ORDERS}).`,
    'Each order is acted on alone, as the one-order operation does it (cancel: 0, 1, 12 or 2 → 10, with `reason`; route: an open, unassigned order goes to `pool_id` for `route_hours`; open_to_everyone: a routed order opens now).',
    'An order that may not take the action is `refused` with the reason and the error code the one-order operation answers; another tenant’s order reads as not found and is left untouched. The others go on.',
    'Send ids or filter, not both. A `pool_id` that is not one of the company’s talent pools is a 404 for the whole request, before any order is touched.',
  ].join(' '),
  ...signedIn(ROLES.COMPANY, ROLES.CUSTOMER),
  request: { body: jsonBody(bulkWorkOrdersSchema.openapi('BulkWorkOrdersRequest')) },
  responses: { 200: jsonContent(envelope(bulkWorkOrdersResultSchema.openapi('BulkWorkOrdersResult')), 'One result per order, and the totals'), ...errorResponses(400, 401, 403, 404) },
}));
