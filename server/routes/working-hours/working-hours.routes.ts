import { createRoute } from '@hono/zod-openapi';
import { ENGINEER_PROFILE_ENDPOINTS, ROLES, WORKING_HOUR_ENDPOINTS } from '@/constants';
import { envelope, errorResponses, jsonBody, jsonContent } from '../../lib/openapi';
import { signedIn } from '../../middleware/auth';
import { workingHoursQuerySchema, workingHoursSchema, workingHoursViewSchema } from '@/contracts/workingHours';

const tags = ['Working hours'];
const engineerOnly = signedIn(ROLES.FIELD_ENGINEER);
const week = envelope(workingHoursViewSchema.openapi('WorkingHours'));

export const getOwn = createRoute({
  operationId: 'getOwnWorkingHours',
  method: 'get',
  path: ENGINEER_PROFILE_ENDPOINTS.GET_USER_WORKING_HOUR,
  tags,
  summary: "The engineer's own week: seven days, Sunday (0) first",
  ...engineerOnly,
  responses: { 200: jsonContent(week, 'The week'), ...errorResponses(401, 403) },
});

/** The spec lists both paths; this one answers exactly like get-user-working-hour. */
export const getOwnAlias = createRoute({
  ...getOwn,
  operationId: 'getOwnWorkingHoursAlias',
  path: ENGINEER_PROFILE_ENDPOINTS.WORKING_HOURS,
  summary: 'Same as get-user-working-hour (the portal knows both paths)',
});

export const update = createRoute({
  operationId: 'updateWorkingHours',
  method: 'put',
  path: ENGINEER_PROFILE_ENDPOINTS.UPDATE_WORKING_HOURS,
  tags,
  summary: "Save the engineer's week: all seven days, available days with start and end 'HH:MM' (end after start)",
  ...engineerOnly,
  request: { body: jsonBody(workingHoursSchema.openapi('WorkingHoursRequest')) },
  responses: { 200: jsonContent(week, 'The saved week'), ...errorResponses(400, 401, 403) },
});

export const byUser = createRoute({
  operationId: 'getEngineerWorkingHours',
  method: 'get',
  path: WORKING_HOUR_ENDPOINTS.BY_USER,
  tags,
  summary:
    "An engineer's week (`?user_id=`), for the engineer themself or the company side of an order they applied to or are assigned to; otherwise not found",
  ...signedIn(),
  request: { query: workingHoursQuerySchema },
  responses: { 200: jsonContent(week, 'The week'), ...errorResponses(400, 401, 404) },
});
