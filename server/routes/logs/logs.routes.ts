import { createRoute, z } from '@hono/zod-openapi';
import { COMPANY_ASSIGNMENT_ENDPOINTS, LOG_ENDPOINTS, MAX_PER_PAGE, ROLES } from '@/constants';
import { assignmentLogsQuerySchema, logEntrySchema, logsQuerySchema } from '@/contracts/logs';
import { envelope, errorResponses, jsonContent, page } from '../../lib/openapi';
import { signedIn } from '../../middleware/auth';

const tags = ['Work-order logs'];
const entry = logEntrySchema.openapi('LogEntry');

export const list = createRoute({
  operationId: 'listLogs',
  method: 'get',
  path: LOG_ENDPOINTS.LOGS,
  tags,
  summary:
    'A page of work-order log entries, oldest first, by user_id and assignment_id: the company side sees its orders’ logs; an engineer ' +
    `their own entries and the timeline of orders assigned to them from their assignment on. An assignment_id the caller has no part in ` +
    `(not the company side's, not assigned to or applied to by the engineer) is a 404. per_page at most ${MAX_PER_PAGE}`,
  ...signedIn(ROLES.FIELD_ENGINEER, ROLES.COMPANY, ROLES.CUSTOMER),
  request: { query: logsQuerySchema },
  responses: { 200: jsonContent(envelope(page(entry)), 'A page of log entries'), ...errorResponses(400, 401, 403, 404) },
});

export const assignmentLogs = createRoute({
  operationId: 'listWorkOrderLogs',
  method: 'get',
  path: COMPANY_ASSIGNMENT_ENDPOINTS.LOGS,
  tags,
  summary: 'The whole timeline of one of the user’s orders (`?id=`), oldest first',
  ...signedIn(ROLES.COMPANY, ROLES.CUSTOMER),
  request: { query: assignmentLogsQuerySchema },
  responses: { 200: jsonContent(envelope(z.array(entry)), 'The log entries'), ...errorResponses(400, 401, 403, 404) },
});
