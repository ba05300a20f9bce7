import { createRoute } from '@hono/zod-openapi';
import { ENGINEER_ASSIGNMENT_ENDPOINTS, ROLES } from '@/constants';
import { checkInOutSchema, deliverableFileQuerySchema, engineerStepSchema, deliverableResultSchema, deliverableUploadFieldsSchema } from '@/contracts/lifecycle';
import { hasWholePosition, signOffFieldsObject, WHOLE_POSITION_ISSUE } from '@/contracts/signOff';
import { envelope, errorResponses, fileDownload, jsonContent, multipartBody, uploadFile } from '../../lib/openapi';
import { signedIn } from '../../middleware/auth';
import { lifecycleAction, transitionRoute } from './lifecycle-route';
import { idempotent } from '../../middleware/idempotency';

const tags = ['Engineer work-order lifecycle'];
const access = signedIn(ROLES.FIELD_ENGINEER);
const checkInOut = checkInOutSchema.openapi('CheckInOutRequest');
const engineerStep = engineerStepSchema.openapi('EngineerStepRequest');

export const confirmSchedule = transitionRoute({
  operationId: 'confirmSchedule',
  path: ENGINEER_ASSIGNMENT_ENDPOINTS.CONFIRM,
  tags,
  access,
  body: lifecycleAction,
  summary: 'The assigned engineer confirms the schedule (1 Assigned → 12 Pending Confirmation). Notifies the company side',
});

export const checkIn = transitionRoute({
  operationId: 'checkIn',
  path: ENGINEER_ASSIGNMENT_ENDPOINTS.CHECK_IN,
  tags,
  access,
  body: checkInOut,
  summary:
    'Check in (2 Schedule Confirmed → 3 Checked In). The time is the server’s; latitude and longitude, when the browser grants them, ' +
    'are kept with their distance from the site (shown to the company side)',
});

export const checkOut = transitionRoute({
  operationId: 'checkOut',
  path: ENGINEER_ASSIGNMENT_ENDPOINTS.CHECK_OUT,
  tags,
  access,
  body: checkInOut,
  summary: 'Check out (3 Checked In → 4 Pending Deliverables); time and optional position as for check-in. Hours worked run from check-in to check-out',
});

export const addDeliverable = createRoute(idempotent({
  operationId: 'addDeliverable',
  method: 'patch',
  path: ENGINEER_ASSIGNMENT_ENDPOINTS.ADD_DELIVERABLE,
  tags,
  summary:
    'In 4 Pending Deliverables (multipart): `file` for the deliverable `deliverable_id` (replaces an earlier file), and/or `submit=true` ' +
    'to hand the deliverables in (4 → 5 Pending Completion), which needs a file for every required deliverable (409 names the missing ones)',
  ...access,
  request: { body: multipartBody(deliverableUploadFieldsSchema.extend({ file: uploadFile.optional() })) },
  responses: {
    200: jsonContent(envelope(deliverableResultSchema.openapi('DeliverableResult')), 'The order’s status and its deliverables'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
}));

export const complete = transitionRoute({
  operationId: 'completeWorkOrder',
  path: ENGINEER_ASSIGNMENT_ENDPOINTS.COMPLETE,
  tags,
  access,
  body: engineerStep,
  summary: 'Complete (5 Pending Completion → 6 Pending Approval). Starts the approval deadline: approved automatically after APPROVAL_DAYS',
});

export const downloadDeliverable = createRoute({
  operationId: 'downloadOwnDeliverable',
  method: 'get',
  path: ENGINEER_ASSIGNMENT_ENDPOINTS.DELIVERABLE_FILE,
  tags,
  summary: 'Download a file the engineer delivered (`?id=` of the deliverable) on an order assigned to them',
  ...access,
  request: { query: deliverableFileQuerySchema },
  responses: fileDownload,
});

export const addCustomerSignOff = createRoute(idempotent({
  operationId: 'addCustomerSignOff',
  method: 'post',
  path: ENGINEER_ASSIGNMENT_ENDPOINTS.CUSTOMER_SIGN_OFF,
  tags,
  summary:
    'While the engineer may check out (3 Checked In) or hand in (4 Pending Deliverables), multipart: the customer’s signature as a PNG `file` ' +
    '(at most 1 MB), `signer_name` (1–100 characters), optional `signed_at` (ISO 8601, at most 5 minutes ahead and 24 hours behind; the server’s ' +
    'time when absent) and `latitude`/`longitude`. Stored as the order’s Customer Sign-off deliverable (replacing an earlier signature); the status stays',
  ...access,
  request: { body: multipartBody(signOffFieldsObject.extend({ file: uploadFile }).refine(hasWholePosition, WHOLE_POSITION_ISSUE)) },
  responses: {
    200: jsonContent(envelope(deliverableResultSchema), 'The order’s status and its deliverables, the sign-off among them'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
}));
